import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/shop/not-found-panel.tsx";
import { Document } from "@/components/shop/document.tsx";
import { StatusFrame } from "@/components/shop/status-frame.tsx";

export const metadata: Metadata = { title: "Page not found" };

// Paths that match no route render here, outside every layout but the root one: bring a frame. Next puts
// this page into every page's payload, so the frame is the light one and the panel reads nothing.
// (notFound() in a storefront page renders app/[locale]/(shop)/not-found.tsx inside the shop layout instead.)
export default function NotFound() {
  return (
    <Document lang="en-IN">
    <StatusFrame>
      <NotFoundMessage />
    </StatusFrame>
    </Document>
  );
}
