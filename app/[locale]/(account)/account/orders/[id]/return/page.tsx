import type { Metadata } from "next";
import { Link } from "@/components/i18n/link.tsx";
import { notFound } from "next/navigation";
import forms from "@/components/account/forms.module.css";
import { ReturnForm } from "@/components/returns/return-form.tsx";
import { requireShopper } from "@/lib/auth/page-guards.ts";
import { config } from "@/lib/config.ts";
import { MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS } from "@/lib/returns/input.ts";
import { returnFormData } from "@/lib/storefront/return-pages.ts";
import { localized } from "@/lib/i18n/localized.tsx";

export const metadata: Metadata = { title: "Return items", robots: { index: false } };

export const instant = false;

interface Props {
  params: Promise<{ id: string }>;
}

async function ReturnItemsPage({ params }: Props) {
  const { id } = await params;
  const caller = await requireShopper(`/account/orders/${encodeURIComponent(id)}/return/`);
  const data = await returnFormData(caller.user.id, id);
  if (!data) notFound();
  const { order, returnable } = data;
  const back = `/account/orders/${order.id}/`;
  const left = data.lines.filter((l) => l.left > 0);
  return (
    <div className={`${forms.card} ${forms.wide}`}>
      <p>
        <Link href={back}>← Order {order.number}</Link>
      </p>
      <h1 className={forms.title}>Return items from order {order.number}</h1>
      {!returnable.window.open ? (
        <>
          <p role="status">
            {returnable.window.reason === "not_delivered"
              ? "Items can be returned once the order has been delivered."
              : `The return window has closed: items can be returned within ${config().RETURN_WINDOW_DAYS} days of delivery.`}
          </p>
          <ul>
            {data.lines.map((l) => (
              <li key={l.id}>
                {l.quantity} × {l.title}
              </li>
            ))}
          </ul>
        </>
      ) : left.length === 0 ? (
        <p role="status">Every item of this order is already being returned.</p>
      ) : (
        <>
          <p className={forms.lede}>
            Choose what goes back and tell us why. Our team replies within 2 working days; once the items reach us, you get your refund and a credit note.
          </p>
          <ReturnForm orderId={order.id} lines={data.lines} pickupAddress={data.pickupAddress} needsUpi={returnable.paymentMethod === "cod"} maxPhotos={MAX_RETURN_PHOTOS} maxPhotoBytes={MAX_RETURN_PHOTO_BYTES} />
        </>
      )}
    </div>
  );
}

export default localized(ReturnItemsPage);
