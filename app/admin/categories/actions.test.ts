// The category page's Server Actions: the staff API's schema and service behind each form, errors
// beside their fields, a save over a newer version refused with who changed it, the picture made into
// the shop's widths, and the catalogue group only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfig } from "@/lib/config.ts";
import type { Caller } from "@/lib/auth/caller.ts";
import { categoryTree } from "@/lib/catalogue/category-tree.ts";
import { db } from "@/lib/db.ts";
import { sizedKey } from "@/lib/storage/image-sizes.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { categoryPictureAction, createCategoryAction, moveCategoryAction, publishCategoryAction, reorderCategoryAction, saveCategoryDetailsAction } from "./actions.ts";

useTestDatabase();

let pageCaller: Caller = { user: null, via: "anonymous", sentCookies: false, ip: "198.51.100.1" };
vi.mock("@/lib/auth/page-caller.ts", () => ({ getPageCaller: async () => pageCaller }));
vi.mock("next/cache", async (original) => ({ ...(await original<object>()), refresh: () => {} }));

function form(fields: Record<string, string | Blob>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

/** The new category's id, from the redirect to its page. */
async function create(fields: Record<string, string>): Promise<number> {
  const sent = await createCategoryAction({}, form(fields)).then(
    (state) => ({ state }),
    (e: unknown) => ({ digest: String((e as { digest?: string }).digest) }),
  );
  if ("state" in sent) throw new Error(JSON.stringify(sent.state));
  return Number(/\/admin\/categories\/(\d+)\//.exec(sent.digest)![1]);
}

const version = async (id: number) => (await db().category.findUniqueOrThrow({ where: { id } })).updatedAt.toISOString();

let dir: string;
let owner: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "category-media-"));
  process.env.MEDIA_DIR = dir;
  resetConfig();
  owner = await createUser({ staffGroups: ["catalogue"] });
  pageCaller = { user: { ...owner, staffGroups: ["catalogue"] } as never, via: "cookie", sentCookies: true, ip: "198.51.100.1" };
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the category forms", () => {
  it("add, rename, move, reorder and publish a category; the shop's tree follows", async () => {
    const living = await create({ name: "Living Room", slug: "", parent: "", description: "" });
    const bedroom = await create({ name: "Bedroom", parent: "" });
    const nook = await create({ name: "Nooks", parent: String(living), description: "Quiet corners." });
    expect(await db().category.findUniqueOrThrow({ where: { id: nook } })).toMatchObject({ slug: "nooks", path: "0001.0001", isPublic: false, description: "Quiet corners." });

    expect(await createCategoryAction({}, form({ name: "Nooks again", slug: "nooks", parent: "" }))).toMatchObject({ errors: { slug: "A category with this slug already exists." }, values: { name: "Nooks again" } });

    expect(await saveCategoryDetailsAction({}, form({ id: String(nook), updated_at: await version(nook), name: "Reading Nooks", slug: "reading-nooks", description: "" }))).toEqual({ ok: true, message: "Saved. The shop shows the change now." });
    expect(await moveCategoryAction({}, form({ id: String(living), updated_at: await version(living), parent: String(nook) }))).toMatchObject({
      errors: { parent: "A category cannot be moved under one of its own subcategories." },
    });
    expect(await moveCategoryAction({}, form({ id: String(nook), updated_at: await version(nook), parent: String(bedroom) }))).toMatchObject({ ok: true });
    expect(await publishCategoryAction({}, form({ id: String(nook), updated_at: await version(nook), is_public: "true" }))).toMatchObject({ ok: true });
    expect(await reorderCategoryAction({}, form({ id: String(bedroom), updated_at: await version(bedroom), move: "up" }))).toMatchObject({ ok: true });
    expect(await reorderCategoryAction({}, form({ id: String(bedroom), updated_at: await version(bedroom), move: "up" }))).toEqual({ ok: true, message: "It is first already." });

    const tree = await categoryTree();
    expect(tree.roots.map((c) => c.slug)).toEqual(["bedroom", "living-room"]);
    expect(tree.byId.get(nook)).toMatchObject({ name: "Reading Nooks", slugPath: ["bedroom", "reading-nooks"], visible: false }); // Bedroom itself is hidden
    const actions = await db().auditLogEntry.findMany({ where: { entityType: "Category", entityId: String(nook) }, orderBy: { id: "asc" }, select: { action: true } });
    expect(actions.map((a) => a.action)).toEqual(["category.create", "category.update", "category.move", "category.publish"]);
  });

  it("refuses a save over a newer version with who changed it, keeping what was typed", async () => {
    const id = await create({ name: "Dining", parent: "" });
    const read = await version(id);
    expect(await publishCategoryAction({}, form({ id: String(id), updated_at: read, is_public: "true" }))).toMatchObject({ ok: true });
    const state = await saveCategoryDetailsAction({}, form({ id: String(id), updated_at: read, name: "Dining Room", slug: "dining", description: "" }));
    expect(state.message).toMatch(/^Changed by .+ at \d\d:\d\d — review and save again\.$/);
    expect(state.values).toMatchObject({ name: "Dining Room" });
    expect((await db().category.findUniqueOrThrow({ where: { id } })).name).toBe("Dining");
  });

  it("stores a picture with the shop's widths, refuses what is not one, and removes it", async () => {
    const id = await create({ name: "Lighting", parent: "" });
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#b4784a" } }).png().toBuffer();
    const file = new File([new Uint8Array(png)], "lamp.png", { type: "image/png" });
    expect(await categoryPictureAction({}, form({ id: String(id), updated_at: await version(id), picture: file }))).toEqual({ ok: true, message: "Picture saved. The shop shows it now." });
    const { image } = await db().category.findUniqueOrThrow({ where: { id } });
    expect(image).toMatch(/^categories\/uploads\/[0-9a-f]{32}\.png$/);
    expect(fs.existsSync(path.join(dir, image!))).toBe(true);
    expect(fs.existsSync(path.join(dir, sizedKey(image!, 800)))).toBe(true); // a pre-made width, as a product picture's
    expect((await categoryTree()).byId.get(id)!.image).toBe(image);

    const text = new File([new TextEncoder().encode("not a picture")], "lamp.png", { type: "image/png" });
    expect(await categoryPictureAction({}, form({ id: String(id), updated_at: await version(id), picture: text }))).toEqual({
      errors: { picture: "The picture must be a JPEG, PNG or WebP image." },
      message: "Check the fields marked.",
    });
    expect(await categoryPictureAction({}, form({ id: String(id), updated_at: await version(id), remove: "yes" }))).toMatchObject({ ok: true });
    expect((await db().category.findUniqueOrThrow({ where: { id } })).image).toBeNull();
  });

  it("are for the catalogue group only", async () => {
    const id = await create({ name: "Outdoor", parent: "" });
    const warehouse = await createUser({ staffGroups: ["orders"] });
    pageCaller = { ...pageCaller, user: { ...warehouse, staffGroups: ["orders"] } as never };
    await expect(publishCategoryAction({}, form({ id: String(id), is_public: "true" }))).rejects.toThrow();
    expect((await db().category.findUniqueOrThrow({ where: { id } })).isPublic).toBe(false);
  });
});
