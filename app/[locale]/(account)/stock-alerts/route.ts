// "Tell me when it's back" posted without JavaScript: lib/storefront/stock-alert-form.ts.
import { stockAlertFromForm } from "@/lib/storefront/stock-alert-form.ts";

export const POST = (request: Request) => stockAlertFromForm(request);
