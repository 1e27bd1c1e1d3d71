// "Add to basket" posted without JavaScript (the product page's buy box): lib/storefront/basket-forms.ts.
import { addFromForm } from "@/lib/storefront/basket-forms.ts";

export const POST = (request: Request) => addFromForm(request);
