// The seed's rendered pictures, kept between seed runs on one machine: rendering ~4,200 JPEG and WebP
// files takes about two minutes, and a CI run seeds the demo shop three times (the seed's test on each
// database, then the browser journeys' server). A job's files are kept under the hash of the job and of
// the code that draws and encodes it, so any change to either renders afresh; the bytes copied back are
// the bytes the render would make. SEED_RENDER_CACHE names the folder ("0" switches it off); by
// default node_modules/.cache/, which a fresh install starts empty.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { MediaStore } from "./media.ts";
import type { RenderJob } from "./render-jobs.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** What decides a render's bytes besides the job: the seed's drawing code, the sizes, and sharp's and libvips' versions. */
function codeHash(): string {
  const hash = createHash("sha256");
  const seed = path.join(ROOT, "prisma/seed");
  const files = fs
    .readdirSync(seed)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .sort()
    .map((f) => path.join(seed, f));
  for (const file of [...files, path.join(ROOT, "lib/storage/image-sizes.ts")]) hash.update(file).update("\0").update(fs.readFileSync(file)).update("\0");
  return hash.update(JSON.stringify(sharp.versions)).digest("hex");
}

export class RenderCache {
  #code: string | null = null;

  constructor(readonly root: string | null) {}

  /** The machine's cache (SEED_RENDER_CACHE, or node_modules/.cache/storefront-seed-renders). */
  static forMachine(env = process.env): RenderCache {
    const setting = env.SEED_RENDER_CACHE;
    if (setting === "0") return new RenderCache(null);
    return new RenderCache(setting || path.join(ROOT, "node_modules/.cache/storefront-seed-renders"));
  }

  #dirOf(job: RenderJob): string | null {
    if (!this.root) return null;
    this.#code ??= codeHash();
    const { keys: _keys, ...what } = job;
    void _keys;
    return path.join(this.root, createHash("sha256").update(this.#code).update(JSON.stringify(what)).digest("hex"));
  }

  /** Writes the job's missing files from the cache; false when it holds no complete copy. */
  restore(media: MediaStore, job: RenderJob): boolean {
    const dir = this.#dirOf(job);
    if (!dir) return false;
    const files = job.keys.map((_, i) => path.join(dir, String(i)));
    if (!files.every((f) => fs.existsSync(f))) return false;
    job.keys.forEach((key, i) => {
      if (media.has(key)) media.skipped++;
      else media.write(key, fs.readFileSync(files[i]!));
    });
    return true;
  }

  /** Keeps the job's rendered files (a folder written aside and renamed into place: a reader never sees half). */
  keep(media: MediaStore, job: RenderJob): void {
    const dir = this.#dirOf(job);
    if (!dir || fs.existsSync(dir) || !job.keys.every((key) => media.has(key))) return;
    const temp = `${dir}.tmp-${process.pid}`;
    try {
      fs.mkdirSync(temp, { recursive: true });
      job.keys.forEach((key, i) => {
        fs.copyFileSync(media.pathOf(key), path.join(temp, String(i)));
      });
      fs.renameSync(temp, dir);
    } catch {
      // Another seed kept it first, or the disk said no: the cache is only a shortcut.
      fs.rmSync(temp, { recursive: true, force: true });
    }
  }
}
