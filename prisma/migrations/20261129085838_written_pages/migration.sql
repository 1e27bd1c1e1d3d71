-- The shop's about, delivery and questions pages become texts staff edit beside the policies
-- (docs/decisions/0139-written-pages.md): their words until now, so every page keeps showing them; the
-- demo seed does not repeat them.
-- The placeholders ({phone}, {hours}, {address}) are filled in from the shop's details when shown.
INSERT INTO "Policy" ("slug", "title", "content", "updatedAt") VALUES ('about', 'About us', $page${shop} began as a small joinery in Basni, Jodhpur, where carpenters have worked sheesham, mango and teak for generations. Today our workshop makes sofas, beds, dining sets, storage and decor, and we sell them directly to homes across India: no showroom mark-ups, no middlemen.

## How we make things

- Solid hardwood frames, joined with mortise and tenon and dowels rather than staples.
- Finishes rubbed in by hand, in small batches, so grain and tone vary a little from piece to piece.
- Cushions, durries and throws woven by artisan clusters we have worked with for years.
- Every piece is checked in the workshop before it is packed, and our own team delivers and assembles it.

## Where to find us

Our workshop and office are at {address}. Walk around our [360° showroom](/showroom/), see [homes we have furnished](/gallery/), or download our [catalogues and care guides](/downloads/).

## Work with us

We are always glad to meet carpenters, upholsterers, designers and people who love looking after customers. See our [open positions](/careers/), or [write to us](/contact/).$page$, CURRENT_TIMESTAMP) ON CONFLICT ("slug") DO NOTHING;
INSERT INTO "Policy" ("slug", "title", "content", "updatedAt") VALUES ('delivery-and-returns', 'Delivery and returns', $page$## Delivery charges and times

Enter your pincode at checkout to see the methods, charges and dates for your address. Prices include GST.

| Method | Metro cities | Rest of India | Time |
| --- | --- | --- | --- |
| Standard delivery | ₹499, free above ₹25,000 | ₹799, free above ₹40,000 | 5–8 working days |
| Express delivery (ready-to-ship pieces) | ₹1,499 | ₹2,499 | 2–3 working days |

Made-to-order pieces show their own lead time on the product page. We do not yet deliver to the Andaman and Nicobar Islands, Ladakh or Lakshadweep.

## On the day

- We call before we come. Our team unpacks, places and assembles large furniture, and takes the packaging away.
- Please check that the piece fits through doors, lifts and staircases: every product page lists its dimensions.
- Check each piece before you sign the delivery note, and note any damage on it.

## Returns

Most products can be returned within 10 days of delivery if they are unused and complete. We collect them from your home; for change-of-mind returns of large furniture a reverse-pickup charge of ₹999 is deducted from the refund, and there is no charge for damaged or wrong products. Made-to-order pieces, opened bed linen and cushion fillers cannot be returned. The full rules are in our [return and refund policy](/policies/return-policy/).

## Questions

Call us on {phone} ({hours}), [send us a message](/contact/), or read the [questions shoppers ask most](/faq/).$page$, CURRENT_TIMESTAMP) ON CONFLICT ("slug") DO NOTHING;
INSERT INTO "Policy" ("slug", "title", "content", "updatedAt") VALUES ('faq', 'Questions and answers', $page$## How much does delivery cost, and how long does it take?

Standard delivery is ₹499 in metro cities (free above ₹25,000) and ₹799 elsewhere (free above ₹40,000), in 5–8 working days. See [delivery and returns](/delivery-and-returns/) for express delivery and the details.

## Do you assemble the furniture?

Yes. Our own team carries large furniture to the room and assembles it, at no extra charge.

## How do I pay?

Cash on delivery is available up to the limit shown at checkout; you can also pay the delivery team by UPI.

## Can I return something?

Most products can be returned within 10 days of delivery if they are unused and complete. Read the [return and refund policy](/policies/return-policy/) for what cannot be returned and how refunds work.

## Will the wood look exactly like the photographs?

Close, but not exactly: solid wood is natural, and grain, knots and tone vary from piece to piece. Finishes are applied by hand.

## How do I look after solid wood and cane?

Dust with a soft dry cloth, keep pieces out of direct sun and away from damp walls, and use coasters. Our care guides are among the [catalogues and brochures](/downloads/) you can download.

## Is there a warranty?

Furniture carries the warranty stated on its product page, up to 5 years on sofa frames, against defects in joinery and frames.

## Can I see the furniture before I buy?

Turn pieces around in our [360° showroom](/showroom/) and see them in real homes in the [gallery](/gallery/).

## How do I reach you?

Call {phone} ({hours}) or [send us a message](/contact/).$page$, CURRENT_TIMESTAMP) ON CONFLICT ("slug") DO NOTHING;
