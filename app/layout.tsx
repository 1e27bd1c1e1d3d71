import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { config } from "@/lib/config.ts";
import { display, sans, sansExt } from "./fonts.ts";
import "./globals.css";

export function generateMetadata(): Metadata {
  const shop = config().SHOP_NAME;
  return {
    title: { default: `${shop} · Solid-wood furniture from Jodhpur`, template: `%s · ${shop}` },
    description: `${shop} makes sofas, beds, dining sets and decor in solid Indian hardwoods, delivered across India.`,
    applicationName: shop,
  };
}

export const viewport: Viewport = {
  themeColor: "#faf6f0",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${sans.variable} ${sansExt.variable} ${display.variable}`}>
      <body>
        {children}
      </body>
    </html>
  );
}
