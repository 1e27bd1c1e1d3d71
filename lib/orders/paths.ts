// The URLs of orders and their lines (spec/API.md §6), in one place for serializers and routes.
export const ORDER_PATH = "/api/v2/orders/{id}/";
export const ORDER_LINES_PATH = "/api/v2/orders/{id}/lines/";
export const ORDER_LINE_PATH = "/api/v2/orderlines/{id}/";
export const ORDER_DETAIL_V1_PATH = "/api/v1/_orders/{id}/";
export { BASKET_PATH, STOCKRECORD_PATH } from "@/lib/basket/json.ts";

/** The storefront's pages for an order (built on the public origin when they leave a request). */
export const trackingPagePath = (number: string, token: string) => `/orders/track/?number=${encodeURIComponent(number)}&token=${encodeURIComponent(token)}`;
export const thanksPagePath = (number: string, token: string) => `/orders/${encodeURIComponent(number)}/thanks/?token=${encodeURIComponent(token)}`;
