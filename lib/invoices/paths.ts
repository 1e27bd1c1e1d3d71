// Where an order's tax invoice and credit notes are downloaded (spec/API.md §6, "invoices").
export const INVOICE_PATH = "/api/v2/orders/{id}/invoice/";
export const CREDIT_NOTE_PATH = "/api/v2/orders/{id}/credit-notes/{note}/";
