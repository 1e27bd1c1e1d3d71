// For `npm run bench` only: pages under this layout have no shop frame (see bench-bare).
import type { ReactNode } from "react";
import { Document } from "@/components/shop/document.tsx";

// Rendered once per path and served from the page cache, as the shop's pages are.
export const ensureStatic = "navigation";

export default function BenchLayout({ children }: { children: ReactNode }) {
  return (
    <Document lang="en-IN">
      <main>{children}</main>
    </Document>
  );
}
