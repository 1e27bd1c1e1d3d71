import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { NewOptionForm, OptionForm } from "@/components/admin/options/option-forms.tsx";
import styles from "@/components/admin/product-admin.module.css";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { db } from "@/lib/db.ts";

export const metadata: Metadata = { title: "Options" };

export const instant = false;

const PATH = "/admin/options/";

export default async function OptionsPage() {
  await requireStaffPage(PATH);
  const options = await db().option.findMany({ orderBy: [{ name: "asc" }, { id: "asc" }], include: { _count: { select: { products: true } } } });
  return (
    <AdminPage path={PATH} title="Options">
      <p className={styles.hint}>What a shopper gives when buying a product that asks for it (an engraving, a delivery slot). Tick them in each product&apos;s editor.</p>
      {options.length ? (
        <ul className={styles.attributeList} aria-label="Options">
          {options.map((o) => (
            <OptionForm key={`${o.id}-${o.name}-${o.type}-${o.required}-${o.helpText}-${o.choices.join("|")}`} option={{ id: o.id, code: o.code, name: o.name, type: o.type, required: o.required, helpText: o.helpText, choices: o.choices, products: o._count.products }} />
          ))}
        </ul>
      ) : (
        <p>No options yet.</p>
      )}
      <NewOptionForm />
    </AdminPage>
  );
}
