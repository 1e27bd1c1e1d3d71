import { describe, expect, it } from "vitest";
import type { Position } from "./careers-page.ts";
import { jobPostingLd } from "./job-posting-ld.ts";

const position: Position = {
  id: 3,
  title: "Senior Furniture Designer",
  href: "/careers/senior-furniture-designer-jodhpur/",
  department: "Design",
  location: "Jodhpur",
  employmentType: "Full time",
  experience: "5–8 years",
  posted: "6 October 2026",
  closes: "15 January 2027",
  descriptionHtml: "<p>Design furniture.</p>",
  postedAt: "2026-10-06T00:00:00.000Z",
  closesAt: "2027-01-15T00:00:00.000Z",
  employmentCode: "full_time",
};
const shop = { name: "Vanya Living", url: "https://shop.example" };
const abs = (path: string) => `https://shop.example${path}`;

describe("jobPostingLd", () => {
  it("describes a position at a place", () => {
    expect(jobPostingLd(position, shop, abs)).toEqual({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Senior Furniture Designer",
      description: "<p>Design furniture.</p>",
      datePosted: "2026-10-06T00:00:00.000Z",
      validThrough: "2027-01-15T00:00:00.000Z",
      employmentType: "FULL_TIME",
      url: "https://shop.example/careers/senior-furniture-designer-jodhpur/",
      hiringOrganization: { "@type": "Organization", name: "Vanya Living", sameAs: "https://shop.example" },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Jodhpur", addressCountry: "IN" } },
    });
  });

  it("marks a remote position as one that can be done from anywhere in India, without a closing date when it has none", () => {
    const ld = jobPostingLd({ ...position, location: "Remote", closesAt: null, employmentCode: "contract" }, shop, abs);
    expect(ld).toMatchObject({ employmentType: "CONTRACTOR", jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } });
    expect(ld).not.toHaveProperty("validThrough");
    expect(ld).not.toHaveProperty("jobLocation");
  });
});
