import { loadShopDetails } from "@/lib/storefront/shop-details.ts";

/** The shop's phone number as a link, with its hours: "+91 291 274 0100 (Monday to Saturday, 10 am – 7 pm)". */
export async function ShopPhone() {
  const details = await loadShopDetails();
  if (!details) return null;
  return (
    <>
      <a href={details.phone.href}>{details.phone.display}</a> ({details.hours})
    </>
  );
}

/** The shop's address on one line. */
export async function ShopAddress() {
  const details = await loadShopDetails();
  return details ? details.address.join(", ") : null;
}
