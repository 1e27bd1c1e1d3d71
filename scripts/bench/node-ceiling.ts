// The machine's ceiling: a plain node:http server answering a fixed JSON body.
import http from "node:http";
import type { AddressInfo } from "node:net";

export async function startNodeCeiling(body: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body), Allow: "GET, HEAD, OPTIONS", Vary: "Accept" });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(() => r())) };
}
