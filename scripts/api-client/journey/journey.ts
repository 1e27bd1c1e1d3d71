// A small app built only on what openapi-typescript generates from the shop's live document
// (scripts/api-client/generate.ts) and openapi-fetch: browse, a basket kept by a Session-Id header, the
// delivery location, shipping methods, a guest checkout and tracking the order. It compiles with
// `tsc --strict` and no casts (scripts/api-client/journey.test.ts), so the document alone types every
// request and answer an app needs on the buying path.
import createClient from "openapi-fetch";
import type { components, paths } from "./generated/shop-api.ts";

export type Order = components["schemas"]["Order"];
export type Address = components["schemas"]["Address"];

export interface Shopper {
  /** SID:ANON:<host without port>:<22+ characters>. */
  sessionId: string;
  pincode: string;
  email: string;
  address: Address;
}

export interface JourneyResult {
  productTitle: string;
  lineCount: number;
  shippingMethod: string;
  total: string;
  order: Order;
  trackedStatus: string;
}

/** Two-place decimal strings added in paise: money is never a float. */
export function addMoney(a: string, b: string): string {
  const paise = (s: string) => {
    const [whole, fraction = ""] = s.split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  };
  const sum = paise(a) + paise(b);
  return `${Math.floor(sum / 100)}.${String(sum % 100).padStart(2, "0")}`;
}

function need<T>(value: T | undefined, what: string, error: unknown): T {
  if (value === undefined) throw new Error(`${what}: ${JSON.stringify(error)}`);
  return value;
}

export async function runJourney(origin: string, shopper: Shopper): Promise<JourneyResult> {
  const api = createClient<paths>({ baseUrl: origin, headers: { "Session-Id": shopper.sessionId } });

  // Browse: the cheapest products first, then one product's detail.
  const listed = await api.GET("/api/v2/products/", { params: { query: { ordering: "price", page_size: 10 } } });
  const page = need(listed.data, "products", listed.error);
  const card = page.results.find((c) => c.availability.is_available_to_buy);
  if (!card) throw new Error("No product can be bought");
  const detail = await api.GET("/api/v2/products/{id}/", { params: { path: { id: card.id } } });
  const product = need(detail.data, "product", detail.error);

  // Where to deliver: the zone serving the pincode.
  const located = await api.PUT("/api/v2/location/", { body: { pincode: shopper.pincode } });
  const location = need(located.data, "location", located.error);
  if (!location.serviceable) throw new Error(`${shopper.pincode} is not served`);

  // The basket, kept by the Session-Id header.
  const added = await api.POST("/api/v2/basket/add-product/", { body: { url: card.url, quantity: 1 } });
  const basket = need(added.data, "add-product", added.error);
  const shown = await api.GET("/api/v2/_basket/");
  const display = need(shown.data, "display basket", shown.error);

  // Shipping to that pincode: the cheapest method.
  const offered = await api.GET("/api/v2/basket/shipping-methods/");
  const methods = need(offered.data, "shipping methods", offered.error);
  const method = methods[0];
  if (!method) throw new Error("No shipping method");

  // A guest checkout, safe to retry with its Idempotency-Key.
  const total = addMoney(basket.total_incl_tax, method.price.incl_tax);
  const placed = await api.POST("/api/v2/checkout/", {
    params: { header: { "Idempotency-Key": `journey-${basket.id}` } },
    body: {
      basket: basket.url,
      guest_email: shopper.email,
      shipping_address: shopper.address,
      shipping_method_code: method.code,
      shipping_charge: method.price,
      total,
      payment: { method: "cod" },
    },
  });
  const order = need(placed.data, "checkout", placed.error);

  // Tracking: by number and e-mail, as a guest without an account does.
  const tracked = await api.GET("/api/v2/orders/track/", { params: { query: { number: order.number, email: shopper.email } } });
  const tracking = need(tracked.data, "tracking", tracked.error);

  return { productTitle: product.title, lineCount: display.lines.length, shippingMethod: method.code, total, order, trackedStatus: tracking.status };
}
