import type { CacheHandler } from "next/cache";

declare const handler: CacheHandler;
export default handler;
