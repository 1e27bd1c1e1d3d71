// `npm run dev`: the same server as `npm start` in Next's development mode (hot reload, no build).
import { runServer } from "./lib/run-server.ts";

await runServer({ dev: true });
