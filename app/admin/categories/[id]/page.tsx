import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { CategoryDetailsForm, CategoryPictureForm, MoveCategoryForm, PublishCategoryForm } from "@/components/admin/categories/category-forms.tsx";
import { History } from "@/components/admin/history.tsx";
import { listCategories } from "@/lib/admin/categories/json.ts";
import { CATEGORY_PICTURE_LIMIT } from "@/lib/admin/categories/picture.ts";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { mediaPath } from "@/lib/storage/keys.ts";
import { categoryPictureAction, moveCategoryAction, publishCategoryAction, saveCategoryDetailsAction } from "../actions.ts";

export const metadata: Metadata = { title: "Category" };

export const instant = false;

const SECTION = "/admin/categories/";

export default async function CategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const path = `${SECTION}${encodeURIComponent(raw)}/`;
  await requireStaffPage(path);
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const all = id === null ? [] : await listCategories({});
  const row = all.find((c) => c.id === id);
  if (!row) notFound();
  const byId = new Map(all.map((c) => [c.id, c]));
  const trail: typeof all = [];
  for (let c = row.parentId === null ? undefined : byId.get(row.parentId); c; c = c.parentId === null ? undefined : byId.get(c.parentId)) trail.unshift(c);
  const shownInShop = row.isPublic && trail.every((c) => c.isPublic);
  // Never under itself or below itself: those are left out of the choices (and refused by the service).
  const parents = all.filter((c) => c.id !== row.id && !c.path.startsWith(`${row.path}.`)).map((c) => ({ id: c.id, name: c.name, depth: c.depth }));
  const shopHref = `/c/${[...trail, row].map((c) => encodeURIComponent(c.slug)).join("/")}/`;
  const updatedAt = row.updatedAt.toISOString();
  return (
    <AdminPage path={path} title={row.name} actions={shownInShop ? <Link href={shopHref}>View in the shop</Link> : undefined}>
      <p>
        {trail.length ? `Under ${trail.map((c) => c.name).join(" › ")}` : "A top-level category"} · {row._count.children} {row._count.children === 1 ? "subcategory" : "subcategories"} · {row._count.products}{" "}
        {row._count.products === 1 ? "product" : "products"} placed in it
      </p>
      <CategoryDetailsForm action={saveCategoryDetailsAction} value={{ id: row.id, name: row.name, slug: row.slug, description: row.description, nameHi: row.nameHi, descriptionHi: row.descriptionHi, updatedAt }} />
      <PublishCategoryForm action={publishCategoryAction} id={row.id} updatedAt={updatedAt} isPublic={row.isPublic} shownInShop={shownInShop} />
      <MoveCategoryForm action={moveCategoryAction} id={row.id} updatedAt={updatedAt} parentId={row.parentId} parents={parents} />
      <CategoryPictureForm action={categoryPictureAction} id={row.id} updatedAt={updatedAt} image={row.image ? mediaPath(row.image) : null} name={row.name} limit={CATEGORY_PICTURE_LIMIT} />
      <History entityType="Category" entityId={row.id} title={row.name} />
    </AdminPage>
  );
}
