// What the footer's newsletter box does on "Subscribe" (loaded then: the box is on every page).
// POST /api/v2/newsletter-subscription/ (double opt-in), and the sentence the box shows for its answer.

export interface SubscribeAnswer {
  error: boolean;
  text: string;
}

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 201: a new subscription, its mail on the way; 200: the address was already pending or confirmed. */
function answerOf(status: number, data: { status?: string; email?: string[] } | null, email: string): SubscribeAnswer {
  if (status === 201) return { error: false, text: `Almost done: we sent a link to ${email}. Open it to confirm your subscription.` };
  if (status === 200 && data?.status === "pending") return { error: false, text: `${email} is waiting for confirmation: open the link in the mail we sent you.` };
  if (status === 200 && data?.status === "confirmed") return { error: false, text: `${email} is already subscribed. Thank you for reading.` };
  if (status === 429) return { error: true, text: "Too many sign-ups from your connection. Please try again in an hour." };
  if (status === 400 && data?.email) return { error: true, text: data.email.join(" ") };
  return { error: true, text: "Something went wrong on our side. Please try again in a moment." };
}

/** Subscribes `email` (as typed, trimmed); a network failure rejects. */
export async function subscribe(email: string): Promise<SubscribeAnswer> {
  // A plainly wrong address is caught here; the shop checks it again.
  if (!LOOKS_LIKE_EMAIL.test(email)) return { error: true, text: "Enter your e-mail address, like name@example.com." };
  const r = await fetch("/api/v2/newsletter-subscription/", { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify({ email }) });
  return answerOf(r.status, await r.json().catch(() => null), email);
}
