// The button that opens the payment provider's checkout: a plain form posted to the provider's hosted
// checkout with the fields the shop made for this order (no JavaScript needed; nothing secret in it).
import type { HostedCheckout } from "@/lib/payments/razorpay/client.ts";
import button from "@/components/ui/button.module.css";
import styles from "./orders.module.css";

export function PayButton({ checkout, label }: { checkout: HostedCheckout; label: string }) {
  return (
    <form method="post" action={checkout.action} className={styles.actions}>
      {Object.entries(checkout.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={button.primary} data-testid="pay-button">
        {label}
      </button>
    </form>
  );
}
