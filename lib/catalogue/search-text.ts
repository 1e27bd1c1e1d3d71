// The normalised text that catalogue search matches against (Product.searchText, Category.searchText):
// lower case, accents stripped, punctuation turned into spaces, whitespace collapsed. Search queries go
// through the same function, so "Café Chair" finds "cafe chair" and "3-Seater" finds "3 seater".

const combiningMarks = /\p{M}+/gu;
const notLetterOrDigit = /[^\p{L}\p{N}]+/gu;

/** Joins the parts and normalises them for searching. */
export function normaliseSearchText(...parts: string[]): string {
  return parts
    .join(" ")
    .normalize("NFD")
    .replace(combiningMarks, "")
    .toLowerCase()
    .replace(notLetterOrDigit, " ")
    .trim()
    .replace(/\s+/g, " ");
}
