// Seed media on disk: files are written under the media root by storage key ("products/x/1.jpg"),
// served by the app at /media/<key>. Generation is deterministic, so a file that already exists is
// the file we would write: it is skipped, which makes a second seed run fast and leaves files untouched.
import fs from "node:fs";
import path from "node:path";

export class MediaStore {
  written = 0;
  skipped = 0;

  constructor(readonly root: string) {}

  /** The absolute path of a storage key (keys never start with "/" and never contain ".."). */
  pathOf(key: string): string {
    if (key.startsWith("/") || key.split("/").includes("..")) throw new Error(`Bad storage key: ${key}`);
    return path.join(this.root, ...key.split("/"));
  }

  has(key: string): boolean {
    try {
      return fs.statSync(this.pathOf(key)).size > 0;
    } catch {
      return false;
    }
  }

  sizeOf(key: string): number {
    return fs.statSync(this.pathOf(key)).size;
  }

  /** Writes `data` under `key` atomically (temp file + rename), so a crash never leaves half a file. */
  write(key: string, data: Uint8Array): void {
    const file = this.pathOf(key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.tmp-${process.pid}`;
    fs.writeFileSync(temp, data);
    fs.renameSync(temp, file);
    this.written++;
  }

  /**
   * Makes sure every key exists; when any is missing, `produce` makes all of them (one render
   * often yields several files, e.g. an image and its thumbnail) and the missing ones are written.
   */
  async ensure(keys: readonly string[], produce: () => Promise<Uint8Array[]>): Promise<void> {
    const missing = keys.filter((key) => !this.has(key));
    if (!missing.length) {
      this.skipped += keys.length;
      return;
    }
    const files = await produce();
    if (files.length !== keys.length) throw new Error(`Expected ${keys.length} files for ${keys[0]}`);
    keys.forEach((key, i) => {
      if (missing.includes(key)) this.write(key, files[i]);
      else this.skipped++;
    });
  }

  /** Copies a committed asset unless the same bytes are already there. */
  copyFrom(source: string, key: string): void {
    const target = this.pathOf(key);
    if (this.has(key) && fs.statSync(target).size === fs.statSync(source).size) {
      this.skipped++;
      return;
    }
    this.write(key, fs.readFileSync(source));
  }
}
