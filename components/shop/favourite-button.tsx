"use client";
// The heart of a product card or product page. The page is the same for every visitor, so the server
// draws the anonymous heart — a link asking to sign in — and once the shopper's own details arrive a
// signed-in shopper gets a toggle button (aria-pressed) that adds or removes the product.
import { HeartIcon } from "@/components/ui/icons.tsx";
import { loginHref } from "@/lib/storefront/login-href.ts";
import { useFavourite } from "./use-shopper.ts";
import styles from "./favourite-button.module.css";

interface FavouriteButtonProps {
  productId: number;
  title: string;
  /** Where the shopper comes back to after signing in (the product's page). */
  returnTo: string;
  size?: "small" | "large";
}

export function FavouriteButton({ productId, title, returnTo, size = "small" }: FavouriteButtonProps) {
  const { signedIn, isFavourite, setFavourite, failed } = useFavourite(productId);
  const className = `${styles.heart} ${styles[size]}`;
  if (!signedIn) {
    return (
      <a href={loginHref(returnTo)} className={className} aria-label={`Sign in to save ${title} to your wish list`}>
        <HeartIcon size={size === "large" ? 24 : 20} />
      </a>
    );
  }
  return (
    <button
      type="button"
      className={`${className} ${isFavourite ? styles.on : ""}`}
      aria-pressed={isFavourite}
      aria-label={`Favourite: ${title}`}
      title={failed ? "That did not work: please try again." : undefined}
      onClick={() => setFavourite(!isFavourite)}
    >
      <HeartIcon size={size === "large" ? 24 : 20} filled={isFavourite} />
    </button>
  );
}
