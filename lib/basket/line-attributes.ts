// A line's option values (spec/API.md §5.2 /baskets/{id}/lines/{line}/lineattributes/{aid}/): only
// `value` is writable. The line's reference follows its options, so two lines never end up with the
// same product and options (that change is refused instead).
import type { Caller } from "@/lib/auth/caller.ts";
import type { Db, Tx } from "@/lib/db.ts";
import { NotFoundError } from "@/lib/errors.ts";
import { OPTION_PATH, optionValueProblem } from "@/lib/catalogue/options.ts";
import { config } from "@/lib/config.ts";
import { shopDate } from "@/lib/shipping/estimates.ts";
import { integerId } from "@/lib/http/hyperlinks.ts";
import type { UrlBuilder } from "@/lib/http/urls.ts";
import { callerLine } from "./access.ts";
import { BASKET_LINE_PATH, LINE_ATTRIBUTE_PATH } from "./json.ts";
import { lineReference } from "./line-reference.ts";
import { refuse } from "./refusals.ts";

export const SAME_OPTIONS = "This basket already has a line with these options.";

export async function callerLineAttribute(client: Tx | Db, caller: Caller, params: Record<string, string>, lock = false) {
  const { basket, line } = await callerLine(client, caller, params.id, params.line, lock);
  const aid = integerId(params.aid);
  const attribute = aid === null ? null : await client.basketLineAttribute.findFirst({ where: { id: aid, lineId: line.id } });
  if (!attribute) throw new NotFoundError();
  return { basket, line, attribute };
}

export function lineAttributeJson(basketId: number, a: { id: number; lineId: number; optionId: number; value: string }, urls: UrlBuilder) {
  return {
    url: urls.path(LINE_ATTRIBUTE_PATH, { id: basketId, line: a.lineId, aid: a.id }),
    line: urls.path(BASKET_LINE_PATH, { id: basketId, line: a.lineId }),
    option: urls.path(OPTION_PATH, { id: a.optionId }),
    value: a.value,
  };
}

/** Sets the value of attribute `attributeId` of `line` (locked by the caller) and re-keys the line. */
export async function setLineAttributeValue(tx: Tx, line: { id: number; basketId: number; productId: number }, attributeId: number, value: string) {
  // The same rule as adding the line: a date is a real day ahead, a number a number.
  const { option } = await tx.basketLineAttribute.findUniqueOrThrow({ where: { id: attributeId }, select: { option: { select: { name: true, type: true, choices: true } } } });
  const problem = optionValueProblem(option, value.trim(), shopDate(new Date(), config().SHOP_TIME_ZONE));
  if (problem) throw refuse({ value: [problem] });
  const attribute = await tx.basketLineAttribute.update({ where: { id: attributeId }, data: { value } });
  const all = await tx.basketLineAttribute.findMany({ where: { lineId: line.id }, select: { optionId: true, value: true } });
  const reference = lineReference(line.productId, all);
  const clash = await tx.basketLine.count({ where: { basketId: line.basketId, lineReference: reference, id: { not: line.id } } });
  if (clash) throw refuse({ value: [SAME_OPTIONS] });
  await tx.basketLine.update({ where: { id: line.id }, data: { lineReference: reference } });
  return attribute;
}
