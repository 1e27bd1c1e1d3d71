import { z } from "zod";
import { db } from "@/lib/db.ts";
import { isDraining } from "@/lib/http/draining.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

const HealthSchema = z
  .object({ status: z.enum(["ok", "draining", "unavailable"]), database: z.enum(["ok", "unavailable"]) })
  .meta({ id: "Health" });

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/health/",
  name: "Health",
  description:
    "For load balancers: 200 when the server and its database answer; 503 while the server is stopping (draining: it finishes the requests it has, takes no new work) or when its database does not answer.",
  tag: "Operations",
  methods: {
    GET: {
      responses: {
        200: { description: "Healthy.", schema: HealthSchema },
        503: { description: "Stopping, or the database does not answer.", schema: HealthSchema },
      },
      handler: async () => {
        let database: "ok" | "unavailable" = "ok";
        try {
          await db().$queryRaw`SELECT 1`;
        } catch {
          database = "unavailable";
        }
        if (isDraining()) return reply({ status: "draining", database }, { status: 503, headers: { "Retry-After": "5" } });
        if (database === "unavailable") return reply({ status: "unavailable", database }, { status: 503, headers: { "Retry-After": "5" } });
        return { status: "ok", database };
      },
    },
  },
});
