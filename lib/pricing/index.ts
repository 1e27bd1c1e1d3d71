// Prices, GST and availability: the one place for these rules (API.md §4). The catalogue, the basket,
// checkout and the pages all ask here.
export * from "./availability.ts";
export * from "./decimal.ts";
export * from "./discounts.ts";
export * from "./line.ts";
export * from "./price.ts";
export * from "./tax.ts";
