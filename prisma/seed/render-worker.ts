// A render process: receives render jobs from the seed, writes the files they describe, reports back.
// Separate processes because one process's threads do not spread across cores on every machine,
// while processes do.
import sharp from "sharp";
import { MediaStore } from "./media.ts";
import { renderJpegs } from "./render.ts";
import { svgOf, type RenderJob } from "./render-jobs.ts";

interface Request {
  id: number;
  root: string;
  job: RenderJob;
}

sharp.concurrency(1);

process.on("message", async (message: Request) => {
  try {
    const media = new MediaStore(message.root);
    await media.ensure(message.job.keys, () => renderJpegs(svgOf(message.job), message.job.thumbWidths, !!message.job.sizedWidths?.length));
    process.send!({ id: message.id, written: media.written });
  } catch (error) {
    process.send!({ id: message.id, error: error instanceof Error ? error.stack ?? error.message : String(error) });
  }
});
process.on("disconnect", () => process.exit(0));
