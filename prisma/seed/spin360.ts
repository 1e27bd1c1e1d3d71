// 360° views: a few products photographed on a turntable, 24–36 frames at 800 × 600 each, plus a
// thumbnail. Image360 rows are matched by their thumbnail key, frames by (image, position).
import type { IdMap, SeedContext } from "./context.ts";
import { idOf } from "./context.ts";
import { modelScene } from "./pictures.ts";
import type { ProductSpec } from "./products.ts";
import { withSizes, type RenderJob } from "./render-jobs.ts";
import { fitSpin } from "./scene.ts";
import { applyPlan, planSync } from "./sync.ts";

const frameWidth = 800;
const frameHeight = 600;

interface Spin {
  product: ProductSpec;
  frames: number;
  title: string;
  thumbnail: string;
  frameKeys: string[];
}

/** The turntable products: the first design of a few families whose shapes turn well. */
export function spins(products: ProductSpec[]): Spin[] {
  const choices: [string, number][] = [["SF3", 36], ["ARM", 24], ["DCH", 30], ["RCK", 24]];
  return choices.map(([family, frames]) => {
    const product = products.find((p) => p.family === family && p.structure !== "child" && p.isPublic)!;
    const pad = (n: number) => String(n).padStart(2, "0");
    return {
      product,
      frames,
      title: `${product.title} — 360° view`,
      thumbnail: `360/${product.slug}/thumb.jpg`,
      frameKeys: Array.from({ length: frames }, (_, i) => `360/${product.slug}/frame-${pad(i)}.jpg`),
    };
  });
}

export function spinJobs(list: Spin[]): RenderJob[] {
  return list.flatMap((spin) => {
    const scene = modelScene(spin.product.picture)!;
    const fit = fitSpin(scene.solids, 16, frameWidth, frameHeight);
    return spin.frameKeys.map((key, i) =>
      withSizes({
        keys: i === 0 ? [key, spin.thumbnail] : [key],
        width: frameWidth,
        height: frameHeight,
        thumbWidths: i === 0 ? [400] : [],
        source: { kind: "spin" as const, picture: spin.product.picture, yaw: (360 * i) / spin.frames, fit },
      }),
    );
  });
}

export async function seedSpins(ctx: SeedContext, list: Spin[], productIds: IdMap): Promise<void> {
  const { prisma, stats } = ctx;
  const wanted = list.map((s) => ({ productId: idOf(productIds, s.product.slug, "product"), title: s.title, thumbnail: s.thumbnail }));
  const plan = planSync(await prisma.image360.findMany(), (i) => i.thumbnail ?? "", wanted, (w) => w.thumbnail);
  await applyPlan(stats, "Image360", plan, (data) => prisma.image360.createMany({ data }), (row, data) => prisma.image360.update({ where: { id: row.id }, data }));
  const ids = new Map((await prisma.image360.findMany()).map((i) => [i.thumbnail ?? "", i.id]));
  const frameKey = (f: { image360Id: number; position: number }) => `${f.image360Id}:${f.position}`;
  const frames = list.flatMap((s) => s.frameKeys.map((path, position) => ({ image360Id: idOf(ids, s.thumbnail, "360° image"), position, path })));
  const framePlan = planSync(await prisma.image360Frame.findMany(), frameKey, frames, frameKey);
  await applyPlan(stats, "Image360Frame", framePlan, (data) => prisma.image360Frame.createMany({ data }), (row, data) => prisma.image360Frame.update({ where: { id: row.id }, data }));
}
