import type { MetadataRoute } from "next";
import { config } from "@/lib/config.ts";

export default function manifest(): MetadataRoute.Manifest {
  const shop = config().SHOP_NAME;
  return {
    name: shop,
    short_name: shop,
    description: "Solid-wood furniture and handmade decor from Jodhpur.",
    start_url: "/",
    display: "standalone",
    background_color: "#faf6f0",
    theme_color: "#faf6f0",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}
