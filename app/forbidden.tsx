import type { Metadata } from "next";
import button from "@/components/ui/button.module.css";
import text from "@/components/ui/text.module.css";
import { Document } from "@/components/shop/document.tsx";
import { StatusFrame } from "@/components/shop/status-frame.tsx";
import styles from "@/components/shop/status-panel.module.css";

export const metadata: Metadata = { title: "Not allowed", robots: { index: false } };

// forbidden() from a page or layout (the staff pages, for a signed-in shopper): a 403 in the shop's light
// frame (Next puts this page into every page's payload, twice for the shop's pages).
export default function Forbidden() {
  return (
    <Document lang="en-IN">
    <StatusFrame>
      <div className={styles.panel}>
        <p className={text.eyebrow}>Error 403</p>
        <h1 className={styles.title}>This page is for the shop’s staff</h1>
        <p className={styles.body}>
          You are signed in, but your account cannot open this page. If you work for us, sign in with your staff account; if you are staff
          already, the shop’s owner can give you the permission it needs.
        </p>
        <div className={styles.actions}>
          <a href="/account/" className={button.primary}>
            Go to your account
          </a>
          <a href="/" className={button.secondary}>
            Back to the shop
          </a>
        </div>
      </div>
    </StatusFrame>
    </Document>
  );
}
