import { z } from "zod";
import { db } from "@/lib/db.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";

const HealthSchema = z.object({ status: z.enum(["ok", "unavailable"]), database: z.enum(["ok", "unavailable"]) }).meta({ id: "Health" });

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/health/",
  name: "Health",
  description: "For load balancers: 200 when the server and its database answer, 503 otherwise.",
  tag: "Operations",
  methods: {
    GET: {
      responses: {
        200: { description: "Healthy.", schema: HealthSchema },
        503: { description: "The database does not answer.", schema: HealthSchema },
      },
      handler: async () => {
        try {
          await db().$queryRaw`SELECT 1`;
          return { status: "ok", database: "ok" };
        } catch {
          return reply({ status: "unavailable", database: "unavailable" }, { status: 503, headers: { "Retry-After": "5" } });
        }
      },
    },
  },
});
