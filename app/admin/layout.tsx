import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminShell } from "@/components/admin/admin-shell.tsx";
import { requireStaff } from "@/lib/auth/page-guards.ts";
import { displayName } from "@/lib/auth/users.ts";
import { config } from "@/lib/config.ts";

export const metadata: Metadata = { title: { default: "Staff", template: "%s · Staff" }, robots: { index: false } };

// Checked on the server for every staff page: anonymous visitors are sent to sign in, signed-in shoppers
// get the 403 page (app/forbidden.tsx). Rendered per request, never cached.
export const instant = false;

export default async function AdminLayout({ children }: { children: ReactNode }) {
  const caller = await requireStaff("/admin/");
  return (
    <AdminShell shopName={config().SHOP_NAME} staffName={displayName(caller.user)}>
      {children}
    </AdminShell>
  );
}
