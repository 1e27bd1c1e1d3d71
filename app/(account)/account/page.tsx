import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { AddressBook } from "@/components/account/address-book.tsx";
import styles from "@/components/account/account.module.css";
import forms from "@/components/account/forms.module.css";
import { SignOutButtons } from "@/components/account/sign-out.tsx";
import { listAddresses } from "@/lib/addresses/address-book.ts";
import { userAddressJson } from "@/lib/addresses/address-book-json.ts";
import { requireShopper } from "@/lib/auth/page-guards.ts";
import { displayName, userJson } from "@/lib/auth/users.ts";
import { listCountries } from "@/lib/countries/countries.ts";
import { originFromHeaders, UrlBuilder } from "@/lib/http/urls.ts";

export const metadata: Metadata = { title: "Your account", robots: { index: false } };

// One shopper's own page, rendered per request (an anonymous visitor gets a real redirect to sign in).
export const instant = false;

export default async function AccountPage() {
  const caller = await requireShopper("/account/");
  const urls = new UrlBuilder(originFromHeaders(await headers()));
  const user = userJson(caller.user, urls);
  const [addresses, countries] = await Promise.all([listAddresses(caller.user.id), listCountries()]);
  const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Namaste, {displayName(caller.user)}</h1>
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
      </section>
      <section aria-labelledby="orders-title" className={styles.section}>
        <h2 id="orders-title" className={styles.sectionTitle}>
          Orders
        </h2>
        <p>
          <Link href="/account/orders/">Your orders and their tracking</Link>
        </p>
      </section>
      <AddressBook initial={addresses.map((a) => userAddressJson(a, urls))} countries={countries.map((c) => ({ code: c.iso2, name: c.printableName }))} />
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
