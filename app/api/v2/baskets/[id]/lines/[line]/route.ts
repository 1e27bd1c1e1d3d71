import { z } from "zod";
import type { Caller } from "@/lib/auth/caller.ts";
import { callerLine } from "@/lib/basket/access.ts";
import { setLineQuantity } from "@/lib/basket/add.ts";
import { quantityField } from "@/lib/basket/inputs.ts";
import { lineJson, LineSchema } from "@/lib/basket/json.ts";
import { pricedBasket } from "@/lib/basket/service.ts";
import { db, transaction, type Db, type Tx } from "@/lib/db.ts";
import { NOT_FOUND } from "@/lib/http/common-schemas.ts";
import { endpoint } from "@/lib/http/endpoint.ts";
import { reply } from "@/lib/http/reply.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";

// PUT must name product, basket and stockrecord (compat) but their values are ignored: only the quantity changes.
const present = (label: string) => z.unknown().refine((v) => v !== undefined && v !== null, "This field is required.").meta({ label });
const PutBody = z.object({ quantity: quantityField(0), product: present("Product"), basket: present("Basket"), stockrecord: present("Stock record") });
const PatchBody = z.object({ quantity: quantityField(0).optional() });

async function lineAnswer(client: Tx | Db, basketId: number, lineId: number, urls: UrlBuilder) {
  const priced = (await pricedBasket(client, basketId))!;
  return lineJson(basketId, priced.totals.lines.find((l) => l.line.id === lineId)!, urls);
}

async function change(caller: Caller, params: Record<string, string>, quantity: number | undefined, urls: UrlBuilder) {
  const answer = await transaction(async (tx) => {
    const { basket, line } = await callerLine(tx, caller, params.id, params.line, true);
    if (quantity !== undefined && (await setLineQuantity(tx, line, quantity)) === "deleted") return null;
    return lineAnswer(tx, basket.id, line.id, urls);
  });
  return answer ?? reply(null, { status: 204 });
}

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  path: "/api/v2/baskets/{id}/lines/{line}/",
  name: "Basket Line",
  description: "One line of one of the caller's baskets. Only `quantity` is writable (0 deletes the line); every change is checked against the stock.",
  tag: "Basket",
  personal: true,
  methods: {
    GET: {
      responses: { 200: { description: "The line.", schema: LineSchema }, 404: NOT_FOUND },
      handler: async ({ caller, params, urls }) => {
        const { basket, line } = await callerLine(db(), caller, params.id, params.line);
        return lineAnswer(db(), basket.id, line.id, urls);
      },
    },
    PUT: {
      input: PutBody,
      validationStatus: 406,
      wrapValidation: "reason",
      responses: { 200: { description: "Changed.", schema: LineSchema }, 204: { description: "Quantity 0: the line is deleted." } },
      handler: ({ caller, params, body, urls }) => change(caller, params, body.quantity, urls),
    },
    PATCH: {
      input: PatchBody,
      validationStatus: 406,
      wrapValidation: "reason",
      responses: { 200: { description: "Changed.", schema: LineSchema }, 204: { description: "Quantity 0: the line is deleted." } },
      handler: ({ caller, params, body, urls }) => change(caller, params, body.quantity, urls),
    },
    DELETE: {
      responses: { 204: { description: "Deleted." }, 404: NOT_FOUND },
      handler: async ({ caller, params }) => {
        await transaction(async (tx) => {
          const { line } = await callerLine(tx, caller, params.id, params.line, true);
          await tx.basketLine.delete({ where: { id: line.id } });
        });
        return reply(null, { status: 204 });
      },
    },
  },
});
