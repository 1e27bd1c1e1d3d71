// The shop's written pages: the placeholders become the shop's details (the phone a link to call, text
// taken literally), the questions page becomes questions, and an edit through the staff API is what the
// page shows next.
import { beforeAll, describe, expect, it } from "vitest";
import { saveShopDetails } from "@/lib/admin/content/shop-details.ts";
import { savePolicy } from "@/lib/admin/content/policies.ts";
import { transaction } from "@/lib/db.ts";
import { createUser } from "@/lib/testing/fixtures.ts";
import { useTestDatabase } from "@/lib/testing/database.ts";
import { readShopDetails } from "./shop-details.ts";
import { fillShopDetails, findWrittenPage, questionsOf } from "./written-pages.ts";

useTestDatabase();
let staff: { id: number };
beforeAll(async () => {
  staff = await createUser({ staffGroups: ["content"] });
});

describe("the shop's written pages", () => {
  it("fill in the shop's details, the phone and e-mail as links, other text taken literally", async () => {
    const details = await readShopDetails();
    expect(fillShopDetails("Call {phone} ({hours}) at {address}; write to {email}. {unknown}", details)).toBe(
      "Call [\\+91 291 274 0100](tel:+912912740100) (Monday to Saturday, 10 am – 7 pm) at Plot 14, Heavy Industrial Area, Basni, Jodhpur, Rajasthan 342005; write to [care@vanyaliving.in](mailto:care@vanyaliving.in). {unknown}",
    );
    await transaction((tx) => saveShopDetails(tx, staff, { hours: "Every day *except* Sunday" }));
    expect(fillShopDetails("{hours}", await readShopDetails())).toBe("Every day \\*except\\* Sunday");
  });

  it("make the questions page's ## headings questions, with what follows each its answer", () => {
    const { intro, questions } = questionsOf("Ask us anything.\r\n\r\n## Do you deliver?\r\nYes, [across India](/delivery-and-returns/).\r\n\r\n## Can I call?\nCall {phone}.", null);
    expect(intro).toBe("<p>Ask us anything.</p>\n");
    expect(questions).toEqual([
      { question: "Do you deliver?", answer: '<p>Yes, <a href="/delivery-and-returns/">across India</a>.</p>\n' },
      { question: "Can I call?", answer: "<p>Call .</p>\n" },
    ]);
  });

  it("show what staff published last, raw HTML as text", async () => {
    await transaction((tx) => savePolicy(tx, staff, "about", { content: "We make **chairs** <script>alert(1)</script> at {address}." }));
    const page = await findWrittenPage("about", await readShopDetails());
    expect(page).toMatchObject({
      slug: "about", title: "About us", faq: null,
      html: "<p>We make <strong>chairs</strong> &lt;script&gt;alert(1)&lt;/script&gt; at Plot 14, Heavy Industrial Area, Basni, Jodhpur, Rajasthan 342005.</p>\n",
    });
    const faq = await findWrittenPage("faq", null);
    expect(faq!.faq!.questions[0]!.question).toBe("How much does delivery cost, and how long does it take?");
    expect(faq!.faq!.questions.length).toBe(9);
  });
});
