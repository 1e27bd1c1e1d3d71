import { Link } from "@/components/i18n/link.tsx";
import { notFound } from "next/navigation";
import forms from "@/components/account/forms.module.css";
import { ReturnForm } from "@/components/returns/return-form.tsx";
import { requireShopper } from "@/lib/auth/page-guards.ts";
import { config } from "@/lib/config.ts";
import { MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS } from "@/lib/returns/input.ts";
import { returnFormData } from "@/lib/storefront/return-pages.ts";
import { localized } from "@/lib/i18n/localized.tsx";
import { PRIVATE, segment, titledMetadata } from "@/lib/i18n/titled-metadata.ts";
import { pageLocale, textsOf, translator } from "@/lib/i18n/texts.ts";

export const generateMetadata = titledMetadata((t, { id }) => ({ title: t.AccountReturn.pageTitle, path: `/account/orders/${segment(id)}/return/`, robots: PRIVATE }));

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
  const t = await translator("AccountReturn");
  const back = `/account/orders/${order.id}/`;
  const left = data.lines.filter((l) => l.left > 0);
  return (
    <div className={`${forms.card} ${forms.wide}`}>
      <p>
        <Link href={back}>← {t("order", { number: order.number })}</Link>
      </p>
      <h1 className={forms.title}>{t("title", { number: order.number })}</h1>
      {!returnable.window.open ? (
        <>
          <p role="status">
            {returnable.window.reason === "not_delivered"
              ? t("notDelivered")
              : t("windowClosed", { days: config().RETURN_WINDOW_DAYS })}
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
        <p role="status">{t("allReturned")}</p>
      ) : (
        <>
          <p className={forms.lede}>{t("lede")}</p>
          <ReturnForm orderId={order.id} lines={data.lines} pickupAddress={data.pickupAddress} needsUpi={returnable.paymentMethod === "cod"} maxPhotos={MAX_RETURN_PHOTOS} maxPhotoBytes={MAX_RETURN_PHOTO_BYTES} locale={await pageLocale()} texts={await textsOf("AccountReturnForm")} />
        </>
      )}
    </div>
  );
}

export default localized(ReturnItemsPage);
