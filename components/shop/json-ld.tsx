/** Structured data for search engines (schema.org JSON-LD), escaped so no text can end the script. */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped, so no text can end the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
