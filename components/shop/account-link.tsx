"use client";
// The header's account link. Shop pages are the same for every visitor (cached whole), so the server
// draws "Account"; after hydration the browser asks who is signed in (GET /api/v2/login/, private and
// never cached: the user, or the compat 405 for an anonymous caller) and shows the shopper's name or
// "Sign in". The link leads to /account/, which sends anonymous visitors on to sign in.
import Link from "next/link";
import { useEffect, useState } from "react";
import { AccountIcon } from "@/components/ui/icons.tsx";
import styles from "./site-header.module.css";

type Who = { kind: "unknown" } | { kind: "anonymous" } | { kind: "shopper"; name: string };

function nameOf(user: { first_name?: string; email?: string | null; phone_number?: string | null }): string {
  return user.first_name?.trim() || user.email?.split("@")[0] || user.phone_number || "Your account";
}

export function AccountLink() {
  const [who, setWho] = useState<Who>({ kind: "unknown" });
  useEffect(() => {
    let live = true;
    fetch("/api/v2/login/", { headers: { Accept: "application/json" }, credentials: "same-origin", cache: "no-store" })
      .then(async (r) => (r.status === 200 ? { kind: "shopper" as const, name: nameOf(await r.json()) } : { kind: "anonymous" as const }))
      .catch(() => ({ kind: "unknown" as const }))
      .then((w) => live && setWho(w));
    return () => {
      live = false;
    };
  }, []);
  const label = who.kind === "shopper" ? who.name : who.kind === "anonymous" ? "Sign in" : "Account";
  return (
    <Link href="/account/" prefetch={false} className={styles.action} data-signed-in={who.kind === "shopper" ? "yes" : undefined}>
      <AccountIcon />
      <span className={styles.actionLabel}>{label}</span>
      {who.kind === "shopper" && <span className="visually-hidden">: your account</span>}
    </Link>
  );
}
