"use client";
// The caller's own parts of every shop page (the pages are the same for everyone, docs/decisions/0017):
// their name beside "Account", the hearts, the basket count and the delivery pincode. GET /api/v2/_shopper/ is asked once per visit and shared
// through a small store (this module is on every page, so it carries no library); hearts change
// favourites through the API, optimistically. One module, loaded with the header, so pages that show
// hearts carry no copy of it.
import { Link } from "@/components/i18n/link.tsx";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { AccountIcon, BasketIcon, HeartIcon } from "@/components/ui/icons.tsx";
import { loginHref } from "@/lib/storefront/login-href.ts";
import type { ShopperJson } from "@/lib/storefront/shopper.ts";
import hearts from "./favourite-button.module.css";
import header from "./site-header.module.css";

type State = { status: "idle" | "loading" | "failed" } | { status: "ready"; shopper: ShopperJson };

const IDLE: State = { status: "idle" };
let state: State = IDLE;
const listeners = new Set<() => void>();

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function fetchShopper(): Promise<ShopperJson> {
  return fetch("/api/v2/_shopper/", { headers: { Accept: "application/json" }, credentials: "same-origin", cache: "no-store" }).then((r) =>
    r.ok ? (r.json() as Promise<ShopperJson>) : Promise.reject(new Error(String(r.status))),
  );
}

function load(): void {
  if (state.status !== "idle") return;
  set({ status: "loading" });
  fetchShopper()
    .then((shopper) => set({ status: "ready", shopper }))
    .catch(() => set({ status: "failed" }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for the shopper's parts again (after the delivery pincode changed). */
export function reloadShopper(): Promise<void> {
  // The parts already shown stay until the new ones arrive.
  return fetchShopper()
    .then((shopper) => set({ status: "ready", shopper }))
    .catch(() => undefined);
}

/** Changes the shopper's parts from an answer the page already has (the basket count after an add). */
export function updateShopper(change: (shopper: ShopperJson) => ShopperJson): void {
  if (state.status === "ready") set({ status: "ready", shopper: change(state.shopper) });
  else void reloadShopper();
}

/** The shopper's details once they have arrived (null before, and on the server). */
export function useShopper(): ShopperJson | null {
  const current = useSyncExternalStore(subscribe, () => state, () => IDLE);
  useEffect(load, []);
  return current.status === "ready" ? current.shopper : null;
}

function withFavourite(shopper: ShopperJson, productId: number, want: boolean): ShopperJson {
  const rest = shopper.favourites.filter((id) => id !== productId);
  return { ...shopper, favourites: want ? [...rest, productId] : rest };
}

/** Whether a product is a favourite, and the function that changes it (optimistically; undone on failure). */
export function useFavourite(productId: number) {
  const shopper = useShopper();
  const [failed, setFailed] = useState(false);
  const setFavourite = useCallback(
    async (want: boolean): Promise<boolean> => {
      if (state.status !== "ready") return false;
      const before = state.shopper;
      set({ status: "ready", shopper: withFavourite(before, productId, want) });
      setFailed(false);
      try {
        const r = await fetch(`/api/v2/catalogue/d/${productId}/mark_as_fav/`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ is_favourite: want }),
          credentials: "same-origin",
        });
        if (!r.ok) throw new Error(String(r.status));
        const answer = (await r.json()) as { is_favourite: boolean };
        if (state.status === "ready") set({ status: "ready", shopper: withFavourite(state.shopper, productId, answer.is_favourite) });
        return true;
      } catch {
        if (state.status === "ready") set({ status: "ready", shopper: withFavourite(state.shopper, productId, before.favourites.includes(productId)) });
        setFailed(true);
        return false;
      }
    },
    [productId],
  );
  return { signedIn: !!shopper?.user, isFavourite: shopper?.favourites.includes(productId) ?? false, setFavourite, failed };
}


interface FavouriteButtonProps {
  productId: number;
  title: string;
  /** Where the shopper comes back to after signing in (the product's page). */
  returnTo: string;
  size?: "small" | "large";
}

export function FavouriteButton({ productId, title, returnTo, size = "small" }: FavouriteButtonProps) {
  const { signedIn, isFavourite, setFavourite, failed } = useFavourite(productId);
  const className = `${hearts.heart} ${hearts[size]}`;
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
      className={`${className} ${isFavourite ? hearts.on : ""}`}
      aria-pressed={isFavourite}
      aria-label={`Favourite: ${title}`}
      title={failed ? "That did not work: please try again." : undefined}
      onClick={() => void setFavourite(!isFavourite)}
    >
      <HeartIcon size={size === "large" ? 24 : 20} filled={isFavourite} />
    </button>
  );
}


/** The header's words for the shopper's links, in the page's language (SiteHeader passes them). */
export interface ShopperLabels {
  yourShop: string;
  account: string;
  signIn: string;
  yourAccount: string;
  wishList: string;
  basket: string;
  item: string;
  items: string;
  staff: string;
}


/**
 * The header's language switch and pincode picker sit beside them in a group of their own (site-header.tsx),
 * which a phone moves to the room menu's row so that the shop's name keeps its row.
 */
export function ShopperLinks({ labels }: { labels: ShopperLabels }) {
  const shopper = useShopper();
  const name = shopper?.user?.display_name;
  // "Account" until the answer is in (and without JavaScript); then the shopper's name or "Sign in".
  const anonymous = shopper !== null && !shopper.user;
  const count = shopper?.basket_count ?? 0;
  return (
    <nav aria-label={labels.yourShop} className={header.actions}>
      {shopper?.user?.is_staff && (
        <a href="/admin/" className={`${header.action} ${header.staffLink}`} data-testid="staff-link">
          <span className={header.actionLabel}>{labels.staff}</span>
        </a>
      )}
      <Link href="/account/" prefetch={false} className={header.action}>
        <AccountIcon />
        <span className={header.actionLabel}>{name ? <span data-testid="shopper-name">{name}</span> : anonymous ? labels.signIn : labels.account}</span>
        {name && <span className="visually-hidden">{labels.yourAccount}</span>}
      </Link>
      <Link href="/account/wishlist/" prefetch={false} className={`${header.action} ${header.wishlist}`} data-testid="wishlist-link">
        <HeartIcon size={20} />
        <span className={header.actionLabel}>{labels.wishList}</span>
      </Link>
      <Link href="/basket/" prefetch={false} className={header.action} data-testid="basket-link">
        <BasketIcon />
        <span className={header.actionLabel}>{labels.basket}</span>
        {count > 0 && (
          <span className={header.count} data-testid="basket-count">
            {count}
            <span className="visually-hidden"> {count === 1 ? labels.item : labels.items}</span>
          </span>
        )}
      </Link>
    </nav>
  );
}
