import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { ProductForm } from "@/components/admin/product-form.tsx";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { editorChoices, NEW_PRODUCT } from "@/lib/catalogue/product-editor.ts";

export const metadata: Metadata = { title: "New product" };

export const instant = false;

const PATH = "/admin/products/new/";

export default async function NewProductPage() {
  await requireStaffPage(PATH);
  const choices = await editorChoices();
  return (
    <AdminPage path={PATH} title="New product">
      <ProductForm product={NEW_PRODUCT} {...choices} relatedTitles={[]} />
    </AdminPage>
  );
}
