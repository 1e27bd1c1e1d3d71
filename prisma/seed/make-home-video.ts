// Makes prisma/seed/assets/home-video.mp4, the committed home page video: an 8-second slow zoom and
// pan over a drawn living room, with the shop's name fading in. A one-off developer tool that needs
// ffmpeg (apt-get install -y ffmpeg); the seed itself only copies the committed file.
//   npx tsx prisma/seed/make-home-video.ts
import { spawn } from "node:child_process";
import sharp from "sharp";
import { roomSvg } from "./rooms.ts";
import { videoLook, videoSource } from "./home-video.ts";

const width = 1280;
const height = 720;
const fps = 25;
const seconds = 8;

const ease = (t: number) => t * t * (3 - 2 * t);

function frameSvg(scene: string, t: number): string {
  const inner = scene.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  const zoom = 1 + 0.16 * ease(t);
  const dx = -width * 0.06 * ease(t);
  const shift = `translate(${(width / 2 + dx).toFixed(2)} ${(height * 0.55).toFixed(2)}) scale(${zoom.toFixed(4)}) translate(${-width / 2} ${-height * 0.55})`;
  const title = Math.min(1, Math.max(0, (t - 0.12) / 0.25));
  const tagline = Math.min(1, Math.max(0, (t - 0.3) / 0.25));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<g transform="${shift}">${inner}</g>` +
    `<rect x="0" y="${height - 170}" width="${width}" height="170" fill="#2b2119" fill-opacity="${(0.55 * title).toFixed(3)}"/>` +
    `<text x="64" y="${height - 92}" font-family="DejaVu Serif, serif" font-size="58" fill="#ffffff" fill-opacity="${title.toFixed(3)}">Vanya Living</text>` +
    `<text x="66" y="${height - 48}" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#f3e6d3" fill-opacity="${tagline.toFixed(3)}">Furniture made by hand in Jodhpur</text>` +
    `</svg>`
  );
}

async function main(): Promise<void> {
  const scene = roomSvg(videoLook, 0, width, height);
  const ffmpeg = spawn("ffmpeg", ["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${width}x${height}`, "-r", String(fps), "-i", "-",
    "-c:v", "libx264", "-preset", "slow", "-crf", "24", "-pix_fmt", "yuv420p", "-profile:v", "high", "-movflags", "+faststart", "-an", videoSource], { stdio: ["pipe", "inherit", "inherit"] });
  const done = new Promise<void>((resolve, reject) => ffmpeg.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))));
  const frames = fps * seconds;
  for (let i = 0; i < frames; i++) {
    const rgb = await sharp(Buffer.from(frameSvg(scene, i / (frames - 1)))).flatten({ background: "#ffffff" }).removeAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(rgb)) await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
  console.log(`Wrote ${videoSource}`);
}

await main();
