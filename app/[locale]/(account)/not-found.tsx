import type { Metadata } from "next";
import { NotFoundMessage } from "@/components/shop/not-found-panel.tsx";

export const metadata: Metadata = { title: "Page not found" };

// notFound() in an account, order or wish list page: the layout around it already draws the header and
// footer (without this file Next shows the root not-found here, a second frame inside the first).
export default function AccountNotFound() {
  return <NotFoundMessage />;
}
