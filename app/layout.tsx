import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { config } from "@/lib/config.ts";
import { siteDescription, siteOpenGraph, siteTitle } from "@/lib/storefront/page-metadata.ts";
import { siteOrigin } from "@/lib/storefront/site-url.ts";
import "./globals.css";

// Pages' relative canonical and Open Graph URLs become absolute on the configured public address.
export function generateMetadata(): Metadata {
  const shop = config().SHOP_NAME;
  const description = siteDescription();
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: siteTitle(), template: `%s · ${shop}` },
    description,
    applicationName: shop,
    openGraph: { ...siteOpenGraph(), description },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = {
  themeColor: "#faf6f0",
  width: "device-width",
  initialScale: 1,
};

// The <html> element is each part's own, in its language: the shop's in app/[locale]/layout.tsx, the
// staff pages' in app/admin/layout.tsx, the root status pages' in their page (components/shop/document.tsx).
// This layout only holds what all of them share (docs/decisions/0179).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
