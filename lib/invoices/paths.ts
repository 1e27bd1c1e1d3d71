// Where an order's tax invoice and credit notes are downloaded (spec/API.md §6, "invoices").
export const INVOICE_PATH = "/api/v2/orders/{id}/invoice/";
export const CREDIT_NOTE_PATH = "/api/v2/orders/{id}/credit-notes/{note}/";

/** The invoice's link for whoever holds the order's tracking token (a guest on the tracking page). */
export const invoiceLinkWithToken = (orderId: number, token: string) => `/api/v2/orders/${orderId}/invoice/?token=${encodeURIComponent(token)}`;
