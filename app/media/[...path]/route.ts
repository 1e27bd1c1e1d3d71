import { ensureSizedCopy } from "@/lib/storage/image-resize.ts";
import { servePublicFile } from "@/lib/storage/public-store.ts";

type Context = { params: Promise<{ path: string[] }> };

async function serve(request: Request, { params }: Context): Promise<Response> {
  const key = (await params).path.join("/");
  const response = await servePublicFile(request, key);
  // A picture stored before its pre-made widths existed gets the one asked for, once.
  if (response.status === 404 && (await ensureSizedCopy(key))) return servePublicFile(request, key);
  return response;
}

export const GET = serve;
export const HEAD = serve;
