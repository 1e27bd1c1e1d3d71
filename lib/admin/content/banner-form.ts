// A banner's fields as sent by a form (the admin page, or the staff API's multipart POST): text as it
// came, the switch as "true"/"on", moments as ISO (with their offset) or as the page's
// `datetime-local` value, read as India's time — turned into the JSON body BannerInput reads.
const text = (v: FormDataEntryValue | null | undefined) => (typeof v === "string" ? v : undefined);

/** "2026-11-29T14:02" (no offset: India's time) or a full ISO moment; "" is no moment. */
export function momentOf(v: string | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  const t = v.trim();
  if (t === "") return null;
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(t)) return `${t}:00+05:30`;
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/.test(t)) return `${t}+05:30`;
  return t;
}

/** The `datetime-local` value showing `iso` in India's time ("" for none). */
export function localMoment(iso: string | null): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19);
}

export function bannerBody(get: (name: string) => FormDataEntryValue | null, opts: { checkbox: boolean }): Record<string, unknown> {
  const order = text(get("order"))?.trim();
  const active = text(get("is_active"));
  return {
    title: text(get("title")),
    subtitle: text(get("subtitle")),
    alt_text: text(get("alt_text")),
    link: text(get("link")),
    // A checkbox sends nothing when it is off; the API's field says true or false.
    is_active: opts.checkbox ? active === "on" : active === undefined ? undefined : active === "true" ? true : active === "false" ? false : active,
    starts_at: momentOf(text(get("starts_at"))),
    ends_at: momentOf(text(get("ends_at"))),
    order: order === undefined || order === "" ? undefined : /^\d{1,5}$/.test(order) ? Number(order) : order,
    updated_at: text(get("updated_at")) || undefined,
  };
}
