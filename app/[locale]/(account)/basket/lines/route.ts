// A basket line's "Update" and "Remove" posted without JavaScript: lib/storefront/basket-forms.ts.
import { changeLineFromForm } from "@/lib/storefront/basket-forms.ts";

export const POST = (request: Request) => changeLineFromForm(request);
