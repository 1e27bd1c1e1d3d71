// The parts of the product page's reviews that need no JavaScript: the rating summary with its
// histogram and one review. Drawn by the server in ProductReviewsPoster (what the cached page carries)
// and by the interactive ProductReviews once its code has come.
import type { ReactNode } from "react";
import type { RatingSummary } from "@/lib/reviews/summary.ts";
import { sizedSources } from "@/lib/storage/image-sizes.ts";
import type { ReviewView } from "@/lib/storefront/product-reviews.ts";
import { Rating } from "./rating.tsx";
import styles from "./product-reviews.module.css";

const day = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** How many found a review helpful, as text (where the shopper cannot vote). */
export function HelpfulCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span>
      {count} {count === 1 ? "person" : "people"} found this helpful
    </span>
  );
}

export function Summary({ rating }: { rating: RatingSummary }) {
  return (
    <div className={styles.summary}>
      <p className={styles.average}>
        <span className={styles.big}>{rating.average.toFixed(1)}</span>
        <span className="visually-hidden"> out of 5</span>
      </p>
      {/* The number above says it: the stars are only drawn. */}
      <div aria-hidden="true">
        <Rating value={rating.average} showValue={false} className={styles.stars} />
      </div>
      <p className={styles.basis}>
        From {rating.count} {rating.count === 1 ? "review" : "reviews"} by verified buyers
      </p>
      <ul className={styles.histogram} aria-label="How many reviews gave each number of stars">
        {(["5", "4", "3", "2", "1"] as const).map((stars) => {
          const n = rating.histogram[stars];
          return (
            <li key={stars} className={styles.bar}>
              <span className={styles.barLabel}>
                {stars} {stars === "1" ? "star" : "stars"}
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${rating.count ? (n / rating.count) * 100 : 0}%` }} />
              </span>
              <span className={styles.barCount}>
                {n}
                <span className="visually-hidden">{n === 1 ? " review" : " reviews"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ReviewItem({ review, helpful }: { review: ReviewView; helpful: ReactNode }) {
  const titleId = `review-${review.id}-title`;
  return (
    <article className={styles.review} aria-labelledby={titleId}>
      <Rating value={review.rating} showValue={false} className={styles.reviewStars} />
      <h3 id={titleId} className={styles.reviewTitle}>
        {review.title}
      </h3>
      <p className={styles.byline}>
        {review.author} · <span className={styles.verified}>Verified buyer</span> · <time dateTime={review.createdAt}>{day.format(new Date(review.createdAt))}</time>
      </p>
      {review.body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className={styles.body}>
            {p}
          </p>
        ))}
      {review.photos.length > 0 && (
        <ul className={styles.photos} aria-label={`Photos by ${review.author}`}>
          {review.photos.map((photo, i) => {
            const sources = photo.width ? sizedSources(photo.path, photo.width) : null;
            return (
              <li key={photo.path}>
                <a href={photo.path} className={styles.photoLink}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- the pre-made widths are listed in srcset */}
                  <img
                    src={sources?.src ?? photo.path}
                    srcSet={sources?.srcSet}
                    sizes="6rem"
                    alt={`Photo ${i + 1} of ${review.photos.length} by ${review.author}`}
                    loading="lazy"
                    className={styles.photo}
                  />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.helpful}>{helpful}</p>
    </article>
  );
}


/**
 * The reviews as the cached page carries them, for everyone and without JavaScript: the rating, the
 * newest reviews and how many found each helpful.
 */
export function ProductReviewsPoster({ rating, reviews }: { rating: RatingSummary | null; reviews: ReviewView[] }) {
  return (
    <section aria-labelledby="reviews-title" className={styles.reviews} id="reviews">
      <h2 id="reviews-title" className={styles.title}>
        Reviews
      </h2>
      <div className={styles.layout}>
        <div className={styles.side}>{rating ? <Summary rating={rating} /> : <p className={styles.none}>No reviews yet.</p>}</div>
        <div className={styles.main}>
          {reviews.length > 0 && (
            <ol className={styles.list}>
              {reviews.map((r) => (
                <li key={r.id}>
                  <ReviewItem review={r} helpful={<HelpfulCount count={r.helpfulCount} />} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
