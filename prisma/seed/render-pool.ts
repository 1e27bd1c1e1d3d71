// Renders the seed's pictures in a few child processes (one per core): each job whose files are
// not all on disk yet goes to the next free process. Files already there are skipped without
// rendering, so a second seed run starts no process at all; so are files the machine rendered before
// (render-cache.ts).
import { fork, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { MediaStore } from "./media.ts";
import { RenderCache } from "./render-cache.ts";
import { renderJpegs } from "./render.ts";
import { svgOf, type RenderJob } from "./render-jobs.ts";

interface Reply {
  id: number;
  written?: number;
  error?: string;
}

function startWorker(): ChildProcess {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
  return fork(fileURLToPath(new URL("./render-worker.ts", import.meta.url)), [], {
    execArgv: ["--import", loader],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
}

async function renderInProcess(media: MediaStore, jobs: RenderJob[]): Promise<void> {
  for (const job of jobs) await media.ensure(job.keys, () => renderJpegs(svgOf(job), job.thumbWidths, !!job.sizedWidths?.length));
}

async function renderInWorkers(media: MediaStore, jobs: RenderJob[], processes: number): Promise<void> {
  const workers = Array.from({ length: processes }, startWorker);
  let next = 0;
  let nextId = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const pending = new Map<number, RenderJob>();
            const send = () => {
              if (!worker.connected) return;
              if (next >= jobs.length) {
                if (!pending.size) resolve();
                return;
              }
              const id = nextId++;
              const job = jobs[next++];
              pending.set(id, job);
              worker.send({ id, root: media.root, job });
            };
            worker.on("message", (reply: Reply) => {
              if (reply.error) return reject(new Error(`Rendering ${pending.get(reply.id)?.keys[0]} failed: ${reply.error}`));
              media.written += reply.written ?? 0;
              media.skipped += (pending.get(reply.id)?.keys.length ?? 0) - (reply.written ?? 0);
              pending.delete(reply.id);
              send();
            });
            worker.on("error", reject);
            worker.on("exit", (code) => (pending.size || next < jobs.length ? reject(new Error(`A render process stopped (exit code ${code})`)) : resolve()));
            // Two jobs in flight per process, so a process never waits for the next message.
            send();
            send();
          }),
      ),
    );
  } finally {
    // Disconnecting ends a render process; wait for it so none outlives the seed.
    const exited = workers.map((worker) => (worker.exitCode !== null || worker.signalCode !== null ? undefined : new Promise((resolve) => worker.once("exit", resolve))));
    for (const worker of workers) if (worker.connected) worker.disconnect();
    await Promise.all(exited);
  }
}

/** The number of render processes: one per core, at most four. */
export function defaultRenderProcesses(): number {
  return Math.max(1, Math.min(4, os.availableParallelism()));
}

/**
 * Makes sure every job's files exist, rendering the missing ones. Should the render processes fail
 * (a platform where they cannot start, say), the rest is rendered in this process.
 */
export async function renderAll(
  media: MediaStore,
  jobs: RenderJob[],
  processes = defaultRenderProcesses(),
  log: (line: string) => void = () => {},
  cache: RenderCache = RenderCache.forMachine(),
): Promise<void> {
  const todo: RenderJob[] = [];
  for (const job of jobs) {
    if (job.keys.every((key) => media.has(key))) media.skipped += job.keys.length;
    else if (!cache.restore(media, job)) todo.push(job);
  }
  if (!todo.length) return;
  if (processes <= 1 || todo.length < 12) await renderInProcess(media, todo);
  else {
    try {
      await renderInWorkers(media, todo, Math.min(processes, Math.ceil(todo.length / 6)));
    } catch (error) {
      log(`Render processes failed (${error instanceof Error ? error.message : String(error)}); rendering in this process instead.`);
      await renderInProcess(media, todo.filter((job) => !job.keys.every((key) => media.has(key))));
    }
  }
  for (const job of todo) cache.keep(media, job);
}
