// Any path under /api/ that no endpoint serves: a JSON 404, never an HTML page.
const notFound = () =>
  new Response(JSON.stringify({ detail: "Not found." }), {
    status: 404,
    headers: { "Content-Type": "application/json", Vary: "Accept" },
  });

export const GET = notFound;
export const HEAD = () => new Response(null, { status: 404, headers: { "Content-Type": "application/json", Vary: "Accept" } });
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
