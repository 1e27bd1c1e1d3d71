// `npm start`: build if the sources changed, apply pending migrations, seed the demo shop into an
// empty database, then serve on HOSTNAME:PORT.
import { runServer } from "./lib/run-server.ts";

await runServer({ dev: false });
