// schema.org JobPosting for a position's page, so search engines' job listings can show it.
import type { Position } from "./careers-page.ts";

const EMPLOYMENT = { full_time: "FULL_TIME", part_time: "PART_TIME", contract: "CONTRACTOR", internship: "INTERN" } as const;

export function jobPostingLd(position: Position, shop: { name: string; url: string }, abs: (path: string) => string) {
  const remote = position.location.toLowerCase() === "remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: position.title,
    description: position.descriptionHtml,
    datePosted: position.postedAt,
    ...(position.closesAt ? { validThrough: position.closesAt } : {}),
    employmentType: EMPLOYMENT[position.employmentCode],
    url: abs(position.href),
    hiringOrganization: { "@type": "Organization", name: shop.name, sameAs: shop.url },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } }
      : { jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: position.location, addressCountry: "IN" } } }),
  };
}
