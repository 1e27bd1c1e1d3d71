// The text a PDF made with pdf-lib's standard fonts draws, for tests that read a document back: its
// content streams inflated (Flate), and each `<hex> Tj` decoded, in drawing order.
import { inflateSync } from "node:zlib";

/** Every string drawn, in order. */
export function drawnTexts(pdf: Uint8Array | Buffer): string[] {
  const raw = Buffer.from(pdf).toString("latin1");
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
    } catch {
      return m[1]!;
    }
  });
  return streams.flatMap((s) => [...s.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1]!, "hex").toString("latin1")));
}

/** The drawn strings as lines of one text (one string a line). */
export function drawnText(pdf: Uint8Array | Buffer): string {
  return drawnTexts(pdf).join("\n");
}
