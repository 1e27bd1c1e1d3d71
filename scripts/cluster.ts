// `npm run cluster [-- --servers 2 --port 8080]`: several shop servers on one PostgreSQL (DATABASE_URL)
// behind nginx, plus the worker (scripts/cluster/cluster.ts; docs/operations.md). Ctrl-C stops them all.
import { startCluster } from "./cluster/cluster.ts";
import { loadEnvFiles } from "./lib/load-env.ts";
import { StartError } from "./lib/start-error.ts";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`--${name} must be a whole number (got ${process.argv[i + 1]}).`);
    process.exit(1);
  }
  return value;
}

const servers = arg("servers", 2);
const port = arg("port", 8080);
loadEnvFiles({ dev: false });
try {
  const cluster = await startCluster({ servers, port, output: (who, line) => console.log(`[${who}] ${line}`) });
  console.log(`\n${servers} servers (ports ${cluster.servers.map((s) => s.port).join(", ")}), the worker and nginx: open ${cluster.origin}/\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log("Stopping the cluster…");
    void cluster.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  // One ending on its own ends the cluster: an operator sees it rather than a half cluster.
  for (const p of [...cluster.servers, cluster.worker, cluster.nginx]) {
    void p.exited.then((how) => {
      if (stopping) return;
      console.error(`${p.name} ended (${how}); stopping the rest.`);
      stop();
    });
  }
} catch (error) {
  console.error(error instanceof StartError ? error.message : error);
  process.exit(1);
}
