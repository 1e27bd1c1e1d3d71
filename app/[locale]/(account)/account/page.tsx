import { headers } from "next/headers";
import { Link } from "@/components/i18n/link.tsx";
import { AddressBook } from "@/components/account/address-book.tsx";
import styles from "@/components/account/account.module.css";
import forms from "@/components/account/forms.module.css";
import { SignOutButtons } from "@/components/account/sign-out.tsx";
import { ErasureRequestForm } from "@/components/customers/erasure-request-form.tsx";
import { ProfileForm } from "@/components/customers/profile-form.tsx";
import { listAddresses } from "@/lib/addresses/address-book.ts";
import { userAddressJson } from "@/lib/addresses/address-book-json.ts";
import { requireShopper } from "@/lib/auth/page-guards.ts";
import { userJson } from "@/lib/auth/users.ts";
import { listCountries } from "@/lib/countries/countries.ts";
import { db } from "@/lib/db.ts";
import { originFromHeaders, UrlBuilder } from "@/lib/http/urls.ts";
import { askForErasure, saveMyProfile } from "./actions.ts";
import { localePath } from "@/lib/i18n/locale.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { pageLocale, textsOf, translator } from "@/lib/i18n/texts.ts";
import { PRIVATE, titledMetadata } from "@/lib/i18n/titled-metadata.ts";

export const generateMetadata = titledMetadata((t) => ({ title: t.AccountHome.pageTitle, path: "/account/", robots: PRIVATE }));

// One shopper's own page, rendered per request (an anonymous visitor gets a real redirect to sign in).
export const instant = false;

async function AccountPage() {
  const caller = await requireShopper("/account/");
  const [locale, t] = await Promise.all([pageLocale(), translator("AccountHome")]);
  const urls = new UrlBuilder(originFromHeaders(await headers()));
  const [addresses, countries, own] = await Promise.all([
    listAddresses(caller.user.id),
    listCountries(),
    // Read afresh, not from the caller's cached session row: a name just saved shows at once.
    db().user.findUniqueOrThrow({ where: { id: caller.user.id } }),
  ]);
  const user = userJson(own, urls);
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{own.firstName.trim() ? t("greetingName", { name: own.firstName.trim() }) : t("greeting")}</h1>
      <section aria-labelledby="profile-title" className={styles.section}>
        <h2 id="profile-title" className={styles.sectionTitle}>
          {t("profile")}
        </h2>
        <dl className={styles.profile}>
          <dt>{t("name")}</dt>
          <dd>{name || t("notGiven")}</dd>
          <dt>{t("email")}</dt>
          <dd>
            {user.email ?? t("notGiven")}
            {user.email && user.email_verified && <span className={styles.verified}>{t("verified")}</span>}
          </dd>
          <dt>{t("mobile")}</dt>
          <dd>
            {user.phone_number ?? t("notGiven")}
            {user.phone_number && user.phone_verified && <span className={styles.verified}>{t("verified")}</span>}
          </dd>
        </dl>
        {/* Open until the shopper has told us their name: the greeting waits for it. */}
        <details className={styles.edit} open={!own.firstName.trim()}>
          <summary>{own.firstName.trim() ? t("changeName") : t("tellName")}</summary>
          <ProfileForm
            values={{ firstName: user.first_name, lastName: user.last_name, phone: user.phone_number ?? "", updatedAt: own.updatedAt.toISOString() }}
            action={saveMyProfile.bind(null, locale)}
            submitLabel={t("save")}
            own
            labels={{ form: t("profileForm"), firstName: t("firstName"), lastName: t("lastName"), mobile: t("yourMobile") }}
            phoneHint={t("phoneHint")}
          />
        </details>
      </section>
      <section aria-labelledby="orders-title" className={styles.section}>
        <h2 id="orders-title" className={styles.sectionTitle}>
          {t("orders")}
        </h2>
        <p>
          <Link href="/account/orders/">{t("ordersLink")}</Link>
        </p>
      </section>
      {own.isStaff && (
        <section aria-labelledby="staff-title" className={styles.section}>
          <h2 id="staff-title" className={styles.sectionTitle}>
            {t("staff")}
          </h2>
          <p>
            <a href="/admin/">{t("staffLink")}</a>
          </p>
        </section>
      )}
      <section aria-labelledby="wishlist-title" className={styles.section}>
        <h2 id="wishlist-title" className={styles.sectionTitle}>
          {t("wishList")}
        </h2>
        <p>
          <Link href="/account/wishlist/">{t("wishListLink")}</Link>
        </p>
      </section>
      <AddressBook initial={addresses.map((a) => userAddressJson(a, urls))} countries={countries.map((c) => ({ code: c.iso2, name: c.printableName }))} texts={await textsOf("AccountAddresses")} />
      <section aria-labelledby="data-title" className={styles.section}>
        <h2 id="data-title" className={styles.sectionTitle}>
          {t("data")}
        </h2>
        <p className={forms.lede}>
          {t("dataLede")}
        </p>
        <p>
          <a href="/api/v2/account/data/?format=json&amp;download=1" download>
            {t("download")}
          </a>{" "}
          {t("downloadNote")}
        </p>
        {own.erasureRequestedAt ? (
          <p role="status" className={forms.status}>
            {t("erasureRequested")}
          </p>
        ) : (
          <ErasureRequestForm action={askForErasure.bind(null, locale)} texts={{ label: t("erase"), confirm: t("eraseConfirm") }} />
        )}
      </section>
      <section aria-labelledby="signout-title" className={styles.section}>
        <h2 id="signout-title" className={styles.sectionTitle}>
          {t("signingOut")}
        </h2>
        <p className={forms.lede}>{t("signOutLede")}</p>
        <SignOutButtons texts={{ signOut: t("signOut"), everywhere: t("signOutEverywhere"), failed: t("signOutFailed") }} home={localePath(locale, "/")} />
      </section>
    </div>
  );
}

export default localized(AccountPage);
