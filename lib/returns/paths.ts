// The URLs of returns (spec/API.md "Paying online, invoices, returns"), in one place for routes,
// serializers and pages.
export const ORDER_RETURNS_PATH = "/api/v2/orders/{id}/returns/";
export const ADMIN_RETURNS_PATH = "/api/v2/admin/returns/";
export const ADMIN_RETURN_PATH = "/api/v2/admin/returns/{id}/";

/** The buyer's pages: the order (its returns listed) and the form that asks for one. */
export const accountOrderPath = (orderId: number) => `/account/orders/${orderId}/`;
export const returnFormPath = (orderId: number) => `/account/orders/${orderId}/return/`;
/** The staff pages. */
export const ADMIN_RETURNS_PAGE = "/admin/returns/";
export const adminReturnPage = (id: number) => `/admin/returns/${id}/`;
