import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page.tsx";
import { NewSynonymForm, SynonymForm } from "@/components/admin/search-synonyms/synonym-forms.tsx";
import styles from "@/components/admin/product-admin.module.css";
import { requireStaffPage } from "@/lib/admin/guard.ts";
import { db } from "@/lib/db.ts";

export const metadata: Metadata = { title: "Search synonyms" };

export const instant = false;

const PATH = "/admin/search-synonyms/";

export default async function SearchSynonymsPage() {
  await requireStaffPage(PATH);
  const synonyms = await db().searchSynonym.findMany({ orderBy: [{ term: "asc" }], select: { id: true, term: true, meaning: true } });
  return (
    <AdminPage path={PATH} title="Search synonyms">
      <p className={styles.hint}>
        Words shoppers search with and what the catalogue calls them: a search for “almirah” also finds wardrobes. Titles and categories still come first. A change applies to the shop&apos;s search and suggestions at once.
      </p>
      <NewSynonymForm />
      {synonyms.length ? (
        <ul className={styles.attributeList} aria-label="Synonyms">
          {synonyms.map((s) => (
            <SynonymForm key={`${s.id}-${s.term}-${s.meaning}`} synonym={s} />
          ))}
        </ul>
      ) : (
        <p>No synonyms yet.</p>
      )}
    </AdminPage>
  );
}
