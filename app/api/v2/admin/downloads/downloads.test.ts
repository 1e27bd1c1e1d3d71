// The staff downloads API: a PDF uploaded (checked by its bytes) is listed by the shop's downloads list
// at once, saved under a readable name; hidden and shown again, changed (a change over a newer version
// refused), deleted; a non-PDF refused beside its field; only the content group.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import { db } from "@/lib/db.ts";
import { signedIn } from "@/lib/testing/catalogue-shop.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { call } from "@/lib/testing/http.ts";
import * as shopDownloads from "../../downloads-list/route.ts";
import * as one from "./[id]/route.ts";
import * as list from "./route.ts";

useTestDatabase();
let content: Awaited<ReturnType<typeof signedIn>>;
let dir: string;
// The smallest file a reader opens: a header, one empty page, the cross-reference table.
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "downloads-media-"));
  process.env.MEDIA_DIR = dir;
  resetConfig();
  content = await signedIn({ staffGroups: ["content"] });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function upload(fields: Record<string, string>, file: Uint8Array | null = pdf, name = "catalogue.pdf"): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append("file", new File([file as BlobPart], name, { type: "application/pdf" }));
  return f;
}

const post = (body: FormData, headers = content.headers) => call(list, "/api/v2/admin/downloads/", { method: "POST", body, headers });
const patch = (id: number, body: unknown, headers = content.headers) => call(one, `/api/v2/admin/downloads/${id}/`, { method: "PATCH", params: { id: String(id) }, body, headers });
const shopTitles = async () => (await call(shopDownloads, "/api/v2/downloads-list/")).json.results.map((d: { title: string }) => d.title);

describe("/api/v2/admin/downloads/", () => {
  it("adds a PDF, saved under a readable name and listed by the shop at once", async () => {
    const made = await post(upload({ title: "Teak care guide", description: "Oiling, cleaning and the monsoon." }));
    expect([made.status, made.json]).toEqual([201, {
      id: made.json.id, title: "Teak care guide", description: "Oiling, cleaning and the monsoon.", is_active: true,
      file: expect.stringMatching(/^http:\/\/shop\.test\/media\/downloads\/[0-9a-f]{16}\/teak-care-guide\.pdf$/),
      file_type: "pdf", file_size: pdf.length, created_at: expect.any(String), updated_at: expect.any(String),
    }]);
    expect(fs.readFileSync(path.join(dir, new URL(made.json.file).pathname.replace(/^\/media\//, "")))).toEqual(Buffer.from(pdf));
    expect(await shopTitles()).toEqual(["Teak care guide"]);
    expect(await db().auditLogEntry.count({ where: { entityType: "Download", entityId: String(made.json.id), action: "download.create", actorId: content.user.id } })).toBe(1);
  });

  it("adds a hidden one, shows it, lists by words and state, refuses a change over a newer one, deletes", async () => {
    const made = await post(upload({ title: "Catalogue 2027", is_active: "false" }));
    expect([made.status, made.json.is_active]).toEqual([201, false]);
    expect(await shopTitles()).toEqual(["Teak care guide"]);
    const titles = async (query: string) => (await call(list, `/api/v2/admin/downloads/${query}`, { headers: content.headers })).json.results.map((d: { title: string }) => d.title);
    expect(await titles("")).toEqual(["Catalogue 2027", "Teak care guide"]);
    expect(await titles("?is_active=false")).toEqual(["Catalogue 2027"]);
    expect(await titles("?q=monsoon")).toEqual(["Teak care guide"]);

    const shown = await patch(made.json.id, { is_active: true, updated_at: made.json.updated_at });
    expect([shown.status, shown.json.is_active, shown.json.title]).toEqual([200, true, "Catalogue 2027"]);
    expect(await shopTitles()).toEqual(["Catalogue 2027", "Teak care guide"]);
    const stale = await patch(made.json.id, { title: "Old", updated_at: made.json.updated_at });
    expect([stale.status, stale.json.code]).toEqual([409, "edit_conflict"]);

    expect((await call(one, `/api/v2/admin/downloads/${made.json.id}/`, { method: "DELETE", params: { id: String(made.json.id) }, headers: content.headers })).status).toBe(204);
    expect(await shopTitles()).toEqual(["Teak care guide"]);
    expect((await call(one, `/api/v2/admin/downloads/${made.json.id}/`, { params: { id: String(made.json.id) }, headers: content.headers })).status).toBe(404);
  });

  it("refuses a file that is not a PDF (whatever its name) and bad fields beside them, changing nothing", async () => {
    const before = await db().download.count();
    const notPdf = await post(upload({ title: "Care guide" }, new TextEncoder().encode("<html>not a pdf</html>"), "guide.pdf"));
    expect([notPdf.status, notPdf.json]).toEqual([400, { file: ["The file must be a PDF."] }]);
    const noFile = await post(upload({ title: "Care guide" }, new Uint8Array(0)));
    expect([noFile.status, noFile.json]).toEqual([400, { file: ["Choose a PDF file to upload."] }]);
    const bad = await post(upload({ title: " ", is_active: "maybe" }));
    expect([bad.status, bad.json]).toEqual([400, { title: ["Give the download a title."], is_active: ["Must be a valid boolean."] }]);
    expect(await db().download.count()).toBe(before);
    expect((await patch(999999, { title: "x" })).status).toBe(404);
  });

  it("refuses staff without the content group and shoppers", async () => {
    const others = await signedIn({ staffGroups: ["orders", "catalogue", "marketing", "careers", "customers", "settings"] });
    const shopper = await signedIn({});
    for (const who of [others, shopper]) {
      expect([
        (await call(list, "/api/v2/admin/downloads/", { headers: who.headers })).status,
        (await post(upload({ title: "x" }), who.headers)).status,
        (await patch(1, { title: "x" }, who.headers)).status,
      ]).toEqual([403, 403, 403]);
    }
  });
});
