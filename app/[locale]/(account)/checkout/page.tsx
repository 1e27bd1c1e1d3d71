import { getLocale, getTranslations } from "next-intl/server";
import { asLocale, localePath } from "@/lib/i18n/locale.ts";
import { TextsFor } from "@/components/i18n/texts-for.tsx";
import { randomUUID } from "node:crypto";
import { cookies, headers } from "next/headers";
import { Link } from "@/components/i18n/link.tsx";
import { CheckoutForm } from "@/components/buying/checkout-form.tsx";
import { lineBeforeDiscount, money } from "@/components/buying/money.ts";
import styles from "@/components/buying/checkout.module.css";
import button from "@/components/ui/button.module.css";
import { listAddresses } from "@/lib/addresses/address-book.ts";
import { userAddressJson } from "@/lib/addresses/address-book-json.ts";
import { getPageCaller } from "@/lib/auth/page-caller.ts";
import { listCountries } from "@/lib/countries/countries.ts";
import { originFromHeaders, UrlBuilder } from "@/lib/http/urls.ts";
import { lookUpPincode } from "@/lib/addresses/pincode-directory.ts";
import { storedPincode } from "@/lib/shipping/location.ts";
import { currentCodCharge } from "@/lib/payments/cod-charge.ts";
import { payOnline } from "@/lib/payments/online.ts";
import { money as money2 } from "@/lib/pricing/index.ts";
import { basketPageData, methodsForAddress } from "@/lib/storefront/basket-page.ts";
import { CHECKOUT_ATTEMPT_COOKIE, readCheckoutAttempt } from "@/lib/storefront/checkout-attempt.ts";
import { checkGuestContact, placeOrder } from "./actions.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.Checkout.title, path: "/checkout/", robots: PRIVATE }));

// One shopper's own page, rendered per request: their basket, addresses and a new checkout attempt
// (its Idempotency-Key) each time it is drawn.
export const instant = false;

async function CheckoutPage() {
  const caller = await getPageCaller();
  const [{ display, methods }, t, basketT, locale] = await Promise.all([basketPageData(caller), getTranslations("Checkout"), getTranslations("CatalogueBasket"), getLocale().then(asLocale)]);
  if (!display || display.lines.length === 0) {
    return (
      <div className={styles.empty}>
        <h1 className={styles.title}>{t("title")}</h1>
        <p>{t("empty")}</p>
        <Link href="/" className={button.primary}>
          {t("browse")}
        </Link>
      </div>
    );
  }
  const urls = new UrlBuilder(originFromHeaders(await headers()));
  const [addresses, countries, pincode] = await Promise.all([caller.user ? listAddresses(caller.user.id) : [], listCountries(), storedPincode(caller)]);
  const pincodePlace = pincode ? await lookUpPincode(pincode) : null;
  const items = display.lines.reduce((n, l) => n + l.quantity, 0);
  // A refused attempt posted without JavaScript: what was typed, its errors, the methods for its address.
  const attempt = readCheckoutAttempt((await cookies()).get(CHECKOUT_ATTEMPT_COOKIE)?.value);
  const attemptMethods = attempt?.values?.postcode ? await methodsForAddress(display.id, { country: attempt.values.country, postcode: attempt.values.postcode }) : null;
  return (
    <div className={styles.layout}>
      <h1 className={styles.title}>{t("title")}</h1>
      <TextsFor groups={["Checkout", "Basket", "AccountSignIn"]}>
      <CheckoutForm
        action={placeOrder}
        checkContact={checkGuestContact}
        initial={{ key: randomUUID(), errors: attempt?.errors ?? {}, values: attempt?.values ?? null, ...(attemptMethods?.length ? { methods: attemptMethods } : {}) }}
        basket={display}
        buyer={caller.user ? { email: caller.user.email } : null}
        addresses={addresses.map((a) => userAddressJson(a, urls))}
        countries={countries.filter((c) => c.isShippingCountry).map((c) => ({ code: c.iso2, name: c.printableName }))}
        methods={methods}
        pincode={pincode}
        pincodePlace={pincodePlace && { district: pincodePlace.district, state: pincodePlace.state }}
        payment={{ online: payOnline.offered(), codCharge: money2(currentCodCharge().inclTax) }}
      />
      </TextsFor>
      <aside className={styles.side} aria-labelledby="basket-summary">
        <h2 id="basket-summary" className={styles.sideTitle}>
          {t("yourBasket", { count: items })}
        </h2>
        <ul className={styles.reviewLines}>
          {display.lines.map((l) => (
            <li key={l.id}>
              <span>
                {l.product.title} × {l.quantity}
              </span>
              <span>{money(lineBeforeDiscount(l))}</span>
            </li>
          ))}
        </ul>
        <p>
          {t("items")} <strong>{money(display.total_incl_tax_excl_discounts)}</strong> {t("inclGst")}
          {display.total_discount > 0 && basketT("lessVoucher", { amount: money(display.total_discount) })}
        </p>
        <Link href={localePath(locale, "/basket/")} prefetch={false}>
          {t("changeBasket")}
        </Link>
      </aside>
    </div>
  );
}

export default localized(CheckoutPage);
