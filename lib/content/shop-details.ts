// The shop's contact facts, in one place: the footer, the contact, about and delivery pages and the
// FAQ show them. The e-mail address is the staff address the contact form also writes to.
import { config } from "@/lib/config.ts";

export const SHOP_PHONE = { display: "+91 291 274 0100", href: "tel:+912912740100" } as const;
export const SHOP_HOURS = "Monday to Saturday, 10 am – 7 pm";
export const SHOP_ADDRESS = ["Plot 14, Heavy Industrial Area", "Basni, Jodhpur", "Rajasthan 342005"] as const;

export function shopEmail(): string {
  return config().STAFF_EMAIL;
}

/** The shop's own pages about itself, in the footer's order. */
export const CONTENT_PAGES = {
  about: { href: "/about/", label: "About us" },
  contact: { href: "/contact/", label: "Contact us" },
  delivery: { href: "/delivery-and-returns/", label: "Delivery and returns" },
  faq: { href: "/faq/", label: "Questions and answers" },
  careers: { href: "/careers/", label: "Careers" },
  downloads: { href: "/downloads/", label: "Catalogues and brochures" },
  gallery: { href: "/gallery/", label: "Gallery" },
  showroom: { href: "/showroom/", label: "360° showroom" },
} as const;
