// Runs `prisma generate` offline (npm postinstall). The Prisma CLI insists on a native schema
// engine it cannot download here; generating the client never uses it, so any existing file does.
import { spawnSync } from "node:child_process";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/bin/true";
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
const result = spawnSync("npx", ["--no-install", "prisma", "generate", "--no-hints"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
