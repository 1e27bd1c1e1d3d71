// The shop's policies, in Markdown, without their titles (the pages and the API show the title apart).
// {shop} is replaced by the shop's name.

const privacy = `_Last updated: 1 November 2026_

{shop} ("we", "us") sells furniture and home furnishings online and through our experience centres. This policy explains what personal data we collect, why, how long we keep it and the rights you have under the **Digital Personal Data Protection Act, 2023** (the "DPDP Act") and the rules made under it. We act as the *Data Fiduciary* for the personal data described here.

## 1. What we collect

- **Account and contact details**: your name, e-mail address, mobile number and, if you choose, a password (stored only as a salted hash that we cannot reverse).
- **Order details**: delivery and billing addresses, the products you buy, your GSTIN if you ask for a business invoice, and delivery instructions such as floor and lift access.
- **Payment information**: we offer cash on delivery. Where we accept other payment methods, card and UPI details are handled by a regulated payment aggregator; we never see or store full card numbers.
- **Your delivery location**: the pincode you enter so we can show delivery dates, charges and availability.
- **Communications**: messages you send to customer care, design-consultation briefs and photos of your rooms that you share with our designers.
- **Job applications**: your résumé and the details in your application, if you apply for a role with us.
- **Technical data**: your IP address, device and browser type and pages visited, collected through essential cookies and server logs to keep the shop secure and working.

We do not knowingly collect personal data of children. If you are under 18, please ask a parent or guardian to place orders for you.

## 2. Why we use it

We process your personal data only for lawful purposes you have consented to, or for legitimate uses the DPDP Act allows:

1. To create and secure your account, including sending one-time passwords (OTPs).
2. To take, deliver, assemble and support your orders, and to issue GST invoices.
3. To answer your questions and handle returns, refunds and warranty claims.
4. To send you order and delivery updates by SMS, e-mail or WhatsApp.
5. To send newsletters and offers — **only if you opt in** and confirm through the link we e-mail you; every newsletter carries a link to unsubscribe.
6. To prevent fraud and misuse and to comply with tax, accounting and other legal obligations.

## 3. Who we share it with

We share the minimum data needed with:

- our delivery and assembly partners (name, phone number and address only);
- SMS, e-mail and messaging providers that send our notifications;
- payment aggregators, for non-cash payments;
- our chartered accountants and auditors, and government authorities where the law requires it.

Each of these *Data Processors* is bound by a contract to use your data only on our instructions and to keep it secure. **We never sell your personal data.**

## 4. How long we keep it

| Data | Kept for |
|---|---|
| Account details | while your account is active, and 12 months after your last order or sign-in |
| Orders and invoices | 8 years, as required by the Central Goods and Services Tax Act, 2017 |
| Résumés | 12 months from the date of application, unless you ask us to delete them sooner |
| Server logs | 90 days |

When the purpose is served and no law requires us to keep it, we erase your data.

## 5. Your rights

Under the DPDP Act you may:

- **access** a summary of the personal data we hold about you and how we use it;
- **correct, complete or update** inaccurate or incomplete data;
- **erase** data we no longer need, and **withdraw consent** at any time (this does not affect processing already done);
- **nominate** another person to exercise your rights in the event of your death or incapacity;
- have your **grievances** addressed by our Grievance Officer (below), and, if you are not satisfied, complain to the Data Protection Board of India.

You can see and correct your details in [your account](/account/). For anything else, write to the Grievance Officer.

## 6. Security

We use encryption in transit (HTTPS), hashed passwords, role-based access for our staff, and regular reviews of who can see customer data. If a personal data breach affects you, we will inform you and the Data Protection Board as the law requires.

## 7. Cookies

We use essential cookies to keep you signed in, remember your basket and your delivery pincode. We do not use advertising cookies.

## 8. Grievance Officer

**Ms. Kavita Sharma**, Grievance Officer
{shop}, Plot 14, Heavy Industrial Area, Basni, Jodhpur, Rajasthan 342005
E-mail: [grievance@vanyaliving.in](mailto:grievance@vanyaliving.in) · Phone: [+91 291 274 0100](tel:+912912740100) (Monday to Saturday, 10 am – 6 pm)

We acknowledge grievances within 48 hours and resolve them within 30 days.

## 9. Changes to this policy

If we change this policy in a way that matters, we will tell you by e-mail or with a notice in the shop before the change takes effect.
`;

const returns = `_Last updated: 1 November 2026_

We want you to love what you bring home. If something is not right, this policy explains how returns, replacements and refunds work at {shop}.

## 1. Inspect at delivery

Our delivery team unpacks and assembles furniture in your home. Please check every piece before signing the delivery note, and note any damage on it. If you find damage later that was hidden by packaging, tell us within **48 hours** of delivery with photos.

## 2. Returns within 10 days

You can return most products within **10 days of delivery** if they are:

- unused, and in the condition in which they were delivered;
- with all parts, fittings and the original tags;
- accompanied by the original invoice.

To start a return, write to [care@vanyaliving.in](mailto:care@vanyaliving.in) with your order number, call us on [+91 291 274 0100](tel:+912912740100), or use our [contact form](/contact/).

### What cannot be returned

- Made-to-order or customised pieces, including sofas in a fabric you chose from our swatch kit and anything with a monogram.
- Cushion fillers, bed linen and other items whose hygiene seal has been opened.
- Discontinued designs sold as "final sale" (the product page says so).
- Design consultation fees once the consultation has taken place.

## 3. Pickup and charges

We collect returns from your home. For change-of-mind returns of large furniture, a reverse-pickup charge of ₹999 (including GST) is deducted from the refund. There is no charge when the product is damaged, defective or not what you ordered.

## 4. Replacements

If a product arrives damaged or defective, we will repair it at your home, replace it, or refund you in full — your choice, subject to stock. Replacements are delivered at no extra charge.

## 5. Refunds

- Refunds are issued within **7 working days** of the returned product passing our quality check.
- **Cash on delivery orders** are refunded by bank transfer (NEFT/IMPS) to an account in the buyer's name; we will ask for the account details.
- Orders paid by card or UPI are refunded to the same method.
- A credit note is issued against the original GST invoice for every refund.

## 6. Cancellations

You can cancel an order free of charge until it is dispatched by calling customer care on [+91 291 274 0100](tel:+912912740100) or writing to [care@vanyaliving.in](mailto:care@vanyaliving.in). Made-to-order products can be cancelled without charge within 24 hours of ordering; after that, production has started and 25% of the order value is retained.

## 7. Warranty

Furniture carries the warranty stated on its product page (up to 5 years on sofa frames) against manufacturing defects in joinery and frames. Normal wear, natural variations in wood and fabric, and damage from moisture, direct sunlight or misuse are not covered.

## 8. Contact

Customer care: [care@vanyaliving.in](mailto:care@vanyaliving.in) · [+91 291 274 0100](tel:+912912740100) (Monday to Saturday, 10 am – 7 pm), or our [contact form](/contact/). Delivery charges and times are on [Delivery and returns](/delivery-and-returns/).
`;

const terms = `_Last updated: 1 November 2026_

These terms govern your use of the {shop} website, apps and experience centres and any purchase you make from us. By placing an order you agree to them. {shop} is a business registered in India with its registered office at Plot 14, Heavy Industrial Area, Basni, Jodhpur, Rajasthan 342005.

## 1. Accounts

You may shop as a guest or create an account with your mobile number or e-mail address. Keep your OTPs and password private: you are responsible for orders placed from your account. Tell us at once if you think someone else has used it.

## 2. Products and prices

- Prices are in Indian rupees (₹) and **include GST**. The GST rate and HSN code of each product are shown on your invoice.
- Wood is a natural material: grain, knots and tone vary from piece to piece and from the photographs. Colours on screen may differ slightly from the actual fabric or finish; ask for free swatches if the exact shade matters.
- Dimensions are given in centimetres and may vary by up to 2 cm for handmade pieces.
- We try hard to keep prices and stock correct. If a price is clearly wrong, we will contact you before dispatch and you may cancel for a full refund.

## 3. Orders

An order is a request to buy. It is accepted when we dispatch it or confirm it in writing. We may decline an order — for example, if a product is out of stock or we cannot deliver to your pincode — and will refund anything you have paid.

## 4. Payment

Cash on delivery is available on orders up to the limit shown at checkout; please keep the exact amount ready or pay the delivery team by UPI. Where other payment methods are offered, they are processed by a regulated payment aggregator.

## 5. Delivery and assembly

- We deliver to the pincodes listed at checkout. Delivery estimates are in working days from the order date; made-to-order products show their own lead time. Charges and times are on [Delivery and returns](/delivery-and-returns/).
- Our team delivers to your room and assembles furniture free of charge. Please make sure the piece will fit through doors, lifts and staircases — the product page lists its dimensions, and our team can advise before you order.
- If the delivery cannot be completed because of access issues at your building, a redelivery charge may apply.

## 6. GST invoices

A GST invoice is e-mailed with every order and handed over at delivery. To claim input tax credit, enter your GSTIN and registered business name at checkout; we cannot change an invoice after it is issued.

## 7. Returns, refunds and warranty

Returns, refunds, cancellations and warranty are covered by our [Return and Refund Policy](/policies/return-policy/), which forms part of these terms. How we use your personal data is set out in our [Privacy Policy](/policies/privacy-policy/).

## 8. Vouchers

Vouchers have the conditions shown with them (minimum order value, validity dates, one use per customer and so on), cannot be exchanged for cash and only one voucher can be used per order.

## 9. Your content

If you send us photos of your home or reviews, you allow us to use them to help you and, with your consent, to show them in the shop. We will never show your address.

## 10. Liability

We are responsible for loss or damage that is a foreseeable result of our breaking these terms or failing to use reasonable care. We are not liable for losses that were not foreseeable, or for business losses. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.

## 11. Grievances and disputes

Write to our Grievance Officer at [grievance@vanyaliving.in](mailto:grievance@vanyaliving.in) or call [+91 291 274 0100](tel:+912912740100); we acknowledge complaints within 48 hours and resolve them within 30 days. These terms are governed by the laws of India, and the courts at Jodhpur, Rajasthan have jurisdiction, without affecting your right to approach a consumer commission where you live.

## 12. Changes

We may update these terms from time to time. The version in force when you place an order applies to that order.
`;

export const policies = [
  { slug: "privacy-policy", title: "Privacy Policy", content: privacy },
  { slug: "return-policy", title: "Return and Refund Policy", content: returns },
  { slug: "terms-and-conditions", title: "Terms and Conditions", content: terms },
];
