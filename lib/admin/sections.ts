// The staff pages by section: the navigation, the breadcrumbs' first step and who may open each
// section (its permission group). One place: each page's guard, the shell's navigation and the
// permission test (app/admin/access.test.ts) read it, so a page cannot be reachable by the wrong group.
import type { StaffAccess } from "@/lib/auth/staff-groups.ts";

export interface AdminSection {
  href: string;
  label: string;
  access: StaffAccess;
}

/** The sections there are, in navigation order; a section is listed when its page exists. */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { href: "/admin/", label: "Dashboard", access: "any-staff" },
  { href: "/admin/orders/", label: "Orders", access: ["orders"] },
  { href: "/admin/returns/", label: "Returns", access: ["orders"] },
  { href: "/admin/products/", label: "Products", access: ["catalogue"] },
  { href: "/admin/categories/", label: "Categories", access: ["catalogue"] },
  { href: "/admin/product-classes/", label: "Product classes", access: ["catalogue"] },
  { href: "/admin/options/", label: "Options", access: ["catalogue"] },
  { href: "/admin/search-synonyms/", label: "Search synonyms", access: ["catalogue"] },
  { href: "/admin/stock/", label: "Stock and prices", access: ["catalogue", "orders"] },
  { href: "/admin/vouchers/", label: "Vouchers", access: ["marketing"] },
  { href: "/admin/delivery/", label: "Delivery", access: ["settings"] },
  { href: "/admin/content/", label: "Content", access: ["content"] },
  { href: "/admin/reviews/", label: "Reviews", access: ["content", "catalogue"] },
  { href: "/admin/careers/", label: "Careers", access: ["careers"] },
  { href: "/admin/customers/", label: "Customers", access: ["customers"] },
  { href: "/admin/messages/", label: "Messages", access: ["customers"] },
  { href: "/admin/outbox/", label: "Outbox", access: ["customers"] },
  { href: "/admin/newsletter/", label: "Newsletter", access: ["marketing"] },
  { href: "/admin/staff/", label: "Staff", access: "superuser" },
  { href: "/admin/audit-log/", label: "Audit log", access: "superuser" },
  { href: "/admin/tokens/", label: "Integration tokens", access: "any-staff" },
  { href: "/admin/search/", label: "Search", access: "any-staff" },
];

/** Sections left out of the navigation bar (reached from the header's search box). */
export const UNLISTED_SECTIONS: readonly string[] = ["/admin/search/"];

/** The section a staff path belongs to (its longest matching prefix); the dashboard's for unknown paths. */
export function sectionOf(path: string): AdminSection {
  const clean = path.split(/[?#]/)[0].replace(/\/?$/, "/");
  let best = ADMIN_SECTIONS[0];
  for (const s of ADMIN_SECTIONS) if (clean.startsWith(s.href) && s.href.length > best.href.length) best = s;
  return best;
}
