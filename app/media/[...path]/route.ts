import { servePublicFile } from "@/lib/storage/public-store.ts";

type Context = { params: Promise<{ path: string[] }> };

async function serve(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params;
  return servePublicFile(request, path.join("/"));
}

export const GET = serve;
export const HEAD = serve;
