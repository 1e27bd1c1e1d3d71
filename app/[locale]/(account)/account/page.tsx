import type { Metadata } from "next";
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
import { greeting, userJson } from "@/lib/auth/users.ts";
import { listCountries } from "@/lib/countries/countries.ts";
import { ERASURE_REQUESTED } from "@/lib/customers/erasure-request.ts";
import { db } from "@/lib/db.ts";
import { originFromHeaders, UrlBuilder } from "@/lib/http/urls.ts";
import { askForErasure, saveMyProfile } from "./actions.ts";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata: Metadata = { title: "Your account", robots: { index: false } };

// One shopper's own page, rendered per request (an anonymous visitor gets a real redirect to sign in).
export const instant = false;

async function AccountPage() {
  const caller = await requireShopper("/account/");
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
      <h1 className={styles.title}>{greeting(own)}</h1>
      <section aria-labelledby="profile-title" className={styles.section}>
        <h2 id="profile-title" className={styles.sectionTitle}>
          Profile
        </h2>
        <dl className={styles.profile}>
          <dt>Name</dt>
          <dd>{name || "Not given yet"}</dd>
          <dt>E-mail</dt>
          <dd>
            {user.email ?? "Not given yet"}
            {user.email && user.email_verified && <span className={styles.verified}>Verified</span>}
          </dd>
          <dt>Mobile</dt>
          <dd>
            {user.phone_number ?? "Not given yet"}
            {user.phone_number && user.phone_verified && <span className={styles.verified}>Verified</span>}
          </dd>
        </dl>
        {/* Open until the shopper has told us their name: the greeting waits for it. */}
        <details className={styles.edit} open={!own.firstName.trim()}>
          <summary>{own.firstName.trim() ? "Change your name or mobile number" : "Tell us your name (and mobile number)"}</summary>
          <ProfileForm
            values={{ firstName: user.first_name, lastName: user.last_name, phone: user.phone_number ?? "", updatedAt: own.updatedAt.toISOString() }}
            action={saveMyProfile}
            submitLabel="Save"
            own
            phoneHint="A 10-digit Indian mobile. To sign in with a new number, ask for a code sent to it."
          />
        </details>
      </section>
      <section aria-labelledby="orders-title" className={styles.section}>
        <h2 id="orders-title" className={styles.sectionTitle}>
          Orders
        </h2>
        <p>
          <Link href="/account/orders/">Your orders and their tracking</Link>
        </p>
      </section>
      {own.isStaff && (
        <section aria-labelledby="staff-title" className={styles.section}>
          <h2 id="staff-title" className={styles.sectionTitle}>
            Staff
          </h2>
          <p>
            <a href="/admin/">Staff pages</a>
          </p>
        </section>
      )}
      <section aria-labelledby="wishlist-title" className={styles.section}>
        <h2 id="wishlist-title" className={styles.sectionTitle}>
          Wish list
        </h2>
        <p>
          <Link href="/account/wishlist/">The pieces you have saved</Link>
        </p>
      </section>
      <AddressBook initial={addresses.map((a) => userAddressJson(a, urls))} countries={countries.map((c) => ({ code: c.iso2, name: c.printableName }))} />
      <section aria-labelledby="data-title" className={styles.section}>
        <h2 id="data-title" className={styles.sectionTitle}>
          Your data
        </h2>
        <p className={forms.lede}>
          Under India&apos;s Digital Personal Data Protection Act you can have a copy of what we hold about you, and ask us to erase it. Orders stay in our tax
          records without your name.
        </p>
        <p>
          <a href="/api/v2/account/data/?format=json&amp;download=1" download>
            Download my data
          </a>{" "}
          (a JSON file: your profile, addresses, orders, wish lists and newsletter consent)
        </p>
        {own.erasureRequestedAt ? (
          <p role="status" className={forms.status}>
            {ERASURE_REQUESTED}
          </p>
        ) : (
          <ErasureRequestForm action={askForErasure} />
        )}
      </section>
      <section aria-labelledby="signout-title" className={styles.section}>
        <h2 id="signout-title" className={styles.sectionTitle}>
          Signing out
        </h2>
        <p className={forms.lede}>“Sign out everywhere” also signs out your other phones, computers and apps.</p>
        <SignOutButtons />
      </section>
    </div>
  );
}

export default localized(AccountPage);
