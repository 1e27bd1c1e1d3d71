// What the footer's newsletter box does on "Subscribe" (loaded then: the box is on every page).
// POST /api/v2/newsletter-subscription/ (double opt-in), and the sentence the box shows for its answer.

/** The box's sentences in the page's language; `{email}` stands for the address typed. */
export interface SubscribeWords {
  /** The page's language tag, sent as Accept-Language: the shop's own refusal comes in it too. */
  language: string;
  almost: string;
  pending: string;
  confirmed: string;
  tooMany: string;
  failed: string;
  invalid: string;
}

export interface SubscribeAnswer {
  error: boolean;
  text: string;
}

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 201: a new subscription, its mail on the way; 200: the address was already pending or confirmed. */
function answerOf(status: number, data: { status?: string; email?: string[] } | null, email: string, words: SubscribeWords): SubscribeAnswer {
  const about = (template: string) => template.replace("{email}", email);
  if (status === 201) return { error: false, text: about(words.almost) };
  if (status === 200 && data?.status === "pending") return { error: false, text: about(words.pending) };
  if (status === 200 && data?.status === "confirmed") return { error: false, text: about(words.confirmed) };
  if (status === 429) return { error: true, text: words.tooMany };
  if (status === 400 && data?.email) return { error: true, text: data.email.join(" ") };
  return { error: true, text: words.failed };
}

/** Subscribes `email` (as typed, trimmed); a network failure rejects. */
export async function subscribe(email: string, words: SubscribeWords): Promise<SubscribeAnswer> {
  // A plainly wrong address is caught here; the shop checks it again.
  if (!LOOKS_LIKE_EMAIL.test(email)) return { error: true, text: words.invalid };
  const r = await fetch("/api/v2/newsletter-subscription/", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", "Accept-Language": words.language },
    body: JSON.stringify({ email }),
  });
  return answerOf(r.status, await r.json().catch(() => null), email, words);
}
