"use client";
// The product page's reviews, as they work once the page has loaded (product-reviews-slot.tsx brings
// this code then; until then the server-drawn ProductReviewsPoster stands in): the rating (average, count, how many gave each number of stars), the
// newest reviews as the cached page carries them, other orders fetched from the API (most helpful, with
// photos), a helpful button per review, and — once the shopper's own standing has arrived
// (GET /api/v2/_reviews/, the page being the same for everyone) — the form to write or edit their review.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import button from "@/components/ui/button.module.css";
import forms from "@/components/account/forms.module.css";
import { loginHref } from "@/lib/storefront/login-href.ts";
import type { ReviewView } from "@/lib/storefront/product-reviews.ts";
import type { RatingSummary } from "@/lib/reviews/summary.ts";
import { HelpfulCount, ReviewItem, Summary } from "./product-reviews-parts.tsx";
import { useShopper } from "./shopper.tsx";
import styles from "./product-reviews.module.css";

type Sort = "newest" | "helpful" | "photos";
const SORTS: { value: Sort; label: string; query: string }[] = [
  { value: "newest", label: "Newest", query: "" },
  { value: "helpful", label: "Most helpful", query: "?ordering=-helpful_count" },
  { value: "photos", label: "With photos", query: "?with_photos=1" },
];
const STAR_WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];
const MAX_PHOTOS = 4;

interface ApiReview {
  id: number;
  rating: number;
  title: string;
  body: string;
  photos: string[];
  author: string;
  helpful_count: number;
  created_at: string;
}
interface Standing {
  signed_in: boolean;
  can_review: boolean;
  is_buyer: boolean;
  own_review: (ApiReview & { is_hidden: boolean }) | null;
  helpful: number[];
}
type FieldErrors = Record<string, string[] | undefined>;


function fromApi(r: ApiReview): ReviewView {
  return {
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    photos: r.photos.map((u) => ({ path: new URL(u, window.location.href).pathname, width: null })),
    author: r.author,
    helpfulCount: r.helpful_count,
    createdAt: r.created_at,
  };
}

const json = (r: Response) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status))));
const get = (url: string) => fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin", cache: "no-store" }).then(json);

interface Props {
  productId: number;
  productTitle: string;
  /** The product's page (where signing in comes back to). */
  returnTo: string;
  rating: RatingSummary | null;
  initial: ReviewView[];
}

export function ProductReviews({ productId, productTitle, returnTo, rating: initialRating, initial }: Props) {
  const shopper = useShopper();
  const [rating, setRating] = useState(initialRating);
  const [sort, setSort] = useState<Sort>("newest");
  const [reviews, setReviews] = useState(initial);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [standing, setStanding] = useState<Standing | null>(null);
  const [voted, setVoted] = useState<Set<number>>(new Set());
  const base = `/api/v2/products/${productId}/reviews/`;

  const signedIn = !!shopper?.user;
  const loadStanding = useCallback(() => {
    get(`/api/v2/_reviews/?product=${productId}`)
      .then((s: Standing) => {
        setStanding(s);
        setVoted(new Set(s.helpful));
      })
      .catch(() => setStanding(null));
  }, [productId]);
  useEffect(() => {
    if (signedIn) loadStanding();
  }, [signedIn, loadStanding]);

  const load = useCallback(
    async (which: Sort, more?: string) => {
      setLoading(true);
      setFailed(false);
      try {
        const page = (await get(more ?? `${base}${SORTS.find((s) => s.value === which)!.query}`)) as { results: ApiReview[]; next: string | null };
        const got = page.results.map(fromApi);
        setReviews((before) => (more ? [...before, ...got] : got));
        setNext(page.next ? new URL(page.next).pathname + new URL(page.next).search : null);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [base],
  );
  // The page carries the newest few; whether there are more is asked once the page is up.
  useEffect(() => {
    if (initialRating && initialRating.count > initial.length) setNext(`${base}?page=2`);
  }, [base, initial.length, initialRating]);

  const changeSort = (value: Sort) => {
    setSort(value);
    void load(value);
  };

  const afterWrite = async () => {
    const product = (await get(`/api/v2/products/${productId}/`)) as { rating: RatingSummary | null };
    setRating(product.rating);
    loadStanding();
    await load(sort);
  };

  const vote = async (id: number) => {
    const r = await fetch(`/api/v2/reviews/${id}/helpful/`, { method: "POST", headers: { Accept: "application/json" }, credentials: "same-origin" });
    if (!r.ok) return;
    const answer = (await r.json()) as { helpful_count: number };
    setVoted((v) => new Set([...v, id]));
    setReviews((list) => list.map((x) => (x.id === id ? { ...x, helpfulCount: answer.helpful_count } : x)));
  };

  const count = rating?.count ?? 0;
  return (
    <section aria-labelledby="reviews-title" className={styles.reviews} id="reviews">
      <h2 id="reviews-title" className={styles.title}>
        Reviews
      </h2>
      <div className={styles.layout}>
        <div className={styles.side}>
          {rating ? <Summary rating={rating} /> : <p className={styles.none}>No reviews yet.</p>}
          <WriteArea
            productId={productId}
            productTitle={productTitle}
            returnTo={returnTo}
            signedIn={signedIn}
            known={shopper !== null}
            standing={standing}
            hasReviews={count > 0}
            onWritten={afterWrite}
          />
        </div>
        <div className={styles.main}>
          {count > 0 && (
            <div className={styles.sort}>
              <label htmlFor={`review-sort-${productId}`}>Sort reviews</label>
              <select id={`review-sort-${productId}`} className={forms.select} value={sort} onChange={(e) => changeSort(e.target.value as Sort)}>
                {SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <p role="status" className={styles.loading}>
            {loading ? "Loading reviews…" : failed ? "The reviews could not be loaded: please try again." : ""}
          </p>
          {reviews.length > 0 ? (
            <ol className={styles.list} aria-busy={loading}>
              {reviews.map((r) => (
                <li key={r.id}>
                  <ReviewItem
                    review={r}
                    helpful={
                      signedIn && standing?.own_review?.id !== r.id ? (
                        <button type="button" className={styles.helpfulButton} aria-pressed={voted.has(r.id)} disabled={voted.has(r.id)} onClick={() => void vote(r.id)}>
                          {voted.has(r.id) ? "Marked helpful" : "Helpful"}
                          <span className={styles.helpfulCount}>({r.helpfulCount})</span>
                        </button>
                      ) : (
                        <HelpfulCount count={r.helpfulCount} />
                      )
                    }
                  />
                </li>
              ))}
            </ol>
          ) : (
            count > 0 && !loading && <p className={styles.none}>{sort === "photos" ? "No review has photos yet." : "No reviews to show."}</p>
          )}
          {next && (
            <button type="button" className={button.secondary} disabled={loading} onClick={() => void load(sort, next)}>
              Show more reviews
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

interface WriteAreaProps {
  productId: number;
  productTitle: string;
  returnTo: string;
  signedIn: boolean;
  /** The shopper's parts have arrived (before: nothing is said about writing). */
  known: boolean;
  standing: Standing | null;
  hasReviews: boolean;
  onWritten: () => Promise<void>;
}

function WriteArea({ productId, productTitle, returnTo, signedIn, known, standing, hasReviews, onWritten }: WriteAreaProps) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  if (!known) return null;
  if (!signedIn) {
    return (
      <p className={styles.invite}>
        Bought this piece? <a href={loginHref(`${returnTo}#reviews`)}>Sign in to write a review</a>
      </p>
    );
  }
  if (!standing) return null;
  const own = standing.own_review;
  const finished = async (message: string) => {
    setOpen(false);
    setDone(message);
    await onWritten();
  };
  return (
    <div className={styles.write}>
      {done && (
        <p className={forms.status} ref={doneRef} tabIndex={-1}>
          {done}
        </p>
      )}
      {own && !open && (
        <div className={styles.own}>
          <p>
            You reviewed this piece ({own.rating} {own.rating === 1 ? "star" : "stars"}).
            {own.is_hidden && " Our team has hidden your review from the shop; you may edit it."}
          </p>
          <button type="button" className={button.secondary} onClick={() => setOpen(true)}>
            Edit your review
          </button>
        </div>
      )}
      {!own && standing.can_review && !open && (
        <button type="button" className={button.primary} onClick={() => setOpen(true)}>
          Write a review
        </button>
      )}
      {!own && !standing.can_review && (
        <p className={styles.invite}>{hasReviews ? "Reviews come from buyers once their order has been delivered." : "Buyers may review this piece once their order has been delivered."}</p>
      )}
      {open && <ReviewForm productId={productId} productTitle={productTitle} own={own} onCancel={() => setOpen(false)} onSaved={finished} />}
    </div>
  );
}

function ReviewForm({
  productId,
  productTitle,
  own,
  onCancel,
  onSaved,
}: {
  productId: number;
  productTitle: string;
  own: Standing["own_review"];
  onCancel: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);
  useEffect(() => firstRef.current?.focus(), []);
  // After a refusal, the first field it names takes the focus (its message is read with it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a new refusal arrives.
  useEffect(() => {
    if (!refused) return;
    const form = formRef.current;
    const field = errors.rating ? firstRef.current : form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  }, [refused]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const files = data.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
    data.delete("photos");
    if (files.length > MAX_PHOTOS) {
      setErrors({ photos: [`Attach at most ${MAX_PHOTOS} photos.`] });
      setRefused((n) => n + 1);
      return;
    }
    for (const f of files) data.append("photos", f);
    setBusy(true);
    setProblem(null);
    try {
      const r = await fetch(own ? `/api/v2/reviews/${own.id}/` : `/api/v2/products/${productId}/reviews/`, {
        method: own ? "PATCH" : "POST",
        headers: { Accept: "application/json" },
        body: data,
        credentials: "same-origin",
      });
      const answer = (await r.json().catch(() => ({}))) as FieldErrors & { detail?: string };
      if (r.ok) {
        await onSaved(own ? "Your review is updated." : "Thank you: your review is published.");
        return;
      }
      if (r.status === 400) {
        setErrors(answer);
        setRefused((n) => n + 1);
      }
      else setProblem(answer.detail ?? "Your review could not be saved: please try again.");
    } catch {
      setProblem("Your review could not be saved: please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  const err = (field: string) => errors[field]?.join(" ");
  const described = (field: string) => (err(field) ? `${id}-${field}-error` : undefined);
  return (
    <form
      ref={formRef}
      className={`${forms.form} ${styles.form}`}
      onSubmit={(e) => void submit(e)}
      // A field's error goes as soon as the shopper changes the field.
      onChange={(e) => {
        const name = (e.target as unknown as { name?: string }).name ?? "";
        if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
      }}
      noValidate
      aria-label={own ? "Edit your review" : `Review ${productTitle}`}
    >
      <fieldset className={styles.starsField} aria-describedby={described("rating")}>
        <legend className={forms.label}>Your rating</legend>
        <div className={styles.starChoices}>
          {[5, 4, 3, 2, 1].map((n, i) => (
            <label key={n} className={styles.starChoice}>
              <input ref={i === 0 ? firstRef : undefined} type="radio" name="rating" value={n} defaultChecked={own?.rating === n} required />
              <span>
                {n} {n === 1 ? "star" : "stars"} <span className={styles.starWord}>· {STAR_WORDS[n]}</span>
              </span>
            </label>
          ))}
        </div>
        {err("rating") && (
          <p id={`${id}-rating-error`} className={forms.error}>
            {err("rating")}
          </p>
        )}
      </fieldset>
      <div className={forms.field}>
        <label htmlFor={`${id}-title`} className={forms.label}>
          Title
        </label>
        <input id={`${id}-title`} name="title" className={forms.input} maxLength={120} required defaultValue={own?.title} aria-invalid={!!err("title")} aria-describedby={described("title")} />
        {err("title") && (
          <p id={`${id}-title-error`} className={forms.error}>
            {err("title")}
          </p>
        )}
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-body`} className={forms.label}>
          Your review
        </label>
        <textarea id={`${id}-body`} name="body" rows={5} className={forms.input} maxLength={5000} required defaultValue={own?.body} aria-invalid={!!err("body")} aria-describedby={described("body")} />
        {err("body") && (
          <p id={`${id}-body-error`} className={forms.error}>
            {err("body")}
          </p>
        )}
      </div>
      <div className={forms.field}>
        <label htmlFor={`${id}-photos`} className={forms.label}>
          Photos (optional)
        </label>
        <input
          id={`${id}-photos`}
          name="photos"
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          className={styles.file}
          aria-invalid={!!err("photos")}
          aria-describedby={`${id}-photos-hint${err("photos") ? ` ${id}-photos-error` : ""}`}
        />
        <p id={`${id}-photos-hint`} className={forms.hint}>
          Up to 4 photos, JPEG, PNG or WebP, 5 MB each.{own && own.photos.length > 0 ? " New photos replace the ones you added before." : ""}
        </p>
        {err("photos") && (
          <p id={`${id}-photos-error`} className={forms.error}>
            {err("photos")}
          </p>
        )}
      </div>
      {problem && (
        <p className={forms.alert} role="alert">
          {problem}
        </p>
      )}
      <div className={forms.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? "Saving…" : own ? "Save your review" : "Publish your review"}
        </button>
        <button type="button" className={button.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
