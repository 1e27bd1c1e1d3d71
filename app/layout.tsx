import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { config } from "@/lib/config.ts";
import { siteDescription, siteOpenGraph, siteTitle } from "@/lib/storefront/page-metadata.ts";
import { siteOrigin } from "@/lib/storefront/site-url.ts";
import { display, sans, sansExt } from "./fonts.ts";
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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${sans.variable} ${sansExt.variable} ${display.variable}`} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours. Before first paint: parts that only work with JavaScript (menu and filter toggles) style themselves by it. */}
        <script dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.js='1'" }} />
      </head>
      <body>
        {children}
      </body>
    </html>
  );
}
