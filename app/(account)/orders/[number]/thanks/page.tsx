import type { Metadata } from "next";
import { connection } from "next/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ShopperRefresh } from "@/components/shop/shopper-refresh.tsx";
import { TrackedOrder } from "@/components/orders/tracked-order.tsx";
import styles from "@/components/orders/orders.module.css";
import button from "@/components/ui/button.module.css";
import { trackedOrder } from "@/lib/storefront/order-pages.ts";

export const metadata: Metadata = { title: "Thank you for your order", robots: { index: false } };

// The page the checkout ends on: its link carries the order's access token (the number alone shows nothing).
export const instant = false;

interface Props {
  params: Promise<{ number: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function ThanksPage({ params, searchParams }: Props) {
  await connection();
  const [{ number }, query] = await Promise.all([params, searchParams]);
  const token = typeof query.token === "string" ? query.token : "";
  const order = token ? await trackedOrder({ token }) : null;
  if (!order || order.number !== number) notFound();
  const trackHref = `/orders/track/?token=${encodeURIComponent(token)}`;
  return (
    <div className={styles.page}>
      <ShopperRefresh />
      <h1 className={styles.title}>Thank you for your order</h1>
      <p className={styles.lede}>
        Your order number is <strong data-testid="order-number">{order.number}</strong>. We have e-mailed you a confirmation with a link to follow it. You pay the
        courier in cash when it arrives.
      </p>
      <TrackedOrder order={order} />
      <div className={styles.actions}>
        <Link href={trackHref} prefetch={false} className={button.secondary}>
          Follow this order
        </Link>
        <Link href="/" className={button.primary}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}
