import type { Metadata } from "next";
import { forbidden } from "next/navigation";

export const metadata: Metadata = { title: "Not allowed", robots: { index: false } };

// What Next's proxy answers a shopper who opens a staff page with (lib/auth/page-gate.ts): prerendered at
// build time, so its 403 (app/forbidden.tsx) is the response's status, not a message streamed after a 200.
export default function StaffOnly(): never {
  forbidden();
}
