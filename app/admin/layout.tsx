import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell.tsx";
import { Document } from "@/components/shop/document.tsx";
import { ErrorTextsProvider } from "@/components/shop/error-texts.tsx";
import { errorTextsOf } from "@/components/shop/error-texts-of.ts";
import { ADMIN_SECTIONS, UNLISTED_SECTIONS } from "@/lib/admin/sections.ts";
import { mayUse } from "@/lib/auth/staff-groups.ts";
import { requireStaff } from "@/lib/auth/page-guards.ts";
import { displayName } from "@/lib/auth/users.ts";
import { config } from "@/lib/config.ts";

export const metadata: Metadata = { title: { default: "Staff", template: "%s · Staff" }, robots: { index: false } };

// Checked on the server for every staff page: anonymous visitors are sent to sign in, signed-in shoppers
// get the 403 page (app/forbidden.tsx). Each page checks its own section's group as well (lib/admin/guard.ts).
// Rendered per request, never cached.
export const instant = false;

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const caller = await requireStaff("/admin/");
  const sections = ADMIN_SECTIONS.filter((s) => !UNLISTED_SECTIONS.includes(s.href) && mayUse(caller.user, s.access));
  // The staff pages stay in English (issue 24).
  return (
    <Document lang="en-IN">
      <AdminShell shopName={config().SHOP_NAME} staffName={displayName(caller.user)} sections={sections}>
        {/* The error boundary (app/admin/error.tsx) shows these words when a staff page fails. */}
        <ErrorTextsProvider texts={errorTextsOf("en")}>{children}</ErrorTextsProvider>
      </AdminShell>
    </Document>
  );
}
