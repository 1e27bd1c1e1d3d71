"use client";
// Signing out (DELETE /api/v2/login/) on this device or everywhere (`?all=1`: every session and token).
import { useState } from "react";
import button from "@/components/ui/button.module.css";
import { callApi } from "./api-client.ts";
import forms from "./forms.module.css";

/** The account page's two buttons; `texts` in the page's language, and home is the page language's home. */
export function SignOutButtons({ texts, home }: { texts: { signOut: string; everywhere: string; failed: string }; home: string }) {
  const [problem, setProblem] = useState("");
  async function signOut(everywhere: boolean) {
    setProblem("");
    const answer = await callApi(`/api/v2/login/${everywhere ? "?all=1" : ""}`, { method: "DELETE" }).catch(() => null);
    if (answer?.status === 200) window.location.assign(home);
    else setProblem(texts.failed);
  }
  return (
    <>
      {problem && (
        <p role="alert" className={forms.alert}>
          {problem}
        </p>
      )}
      <div className={forms.actions}>
        <button type="button" className={button.primary} onClick={() => void signOut(false)}>
          {texts.signOut}
        </button>
        <button type="button" className={button.secondary} onClick={() => void signOut(true)}>
          {texts.everywhere}
        </button>
      </div>
    </>
  );
}

/** One "Sign out" button (the staff pages' header): this device's sign-in ends, then the shop's home. */
export function SignOutButton({ className }: { className?: string }) {
  const [failed, setFailed] = useState(false);
  async function signOut() {
    const answer = await callApi("/api/v2/login/", { method: "DELETE" }).catch(() => null);
    if (answer?.status === 200) window.location.assign("/");
    else setFailed(true);
  }
  return (
    <button type="button" className={className} onClick={() => void signOut()} title={failed ? "We could not sign you out: try again." : undefined}>
      {failed ? "Sign out (try again)" : "Sign out"}
    </button>
  );
}
