// HTML bodies of the support and legal pages. Written as a real shop would, so layouts are tested
// against headings, lists and links of realistic length.
export const SHOP_NAME = 'Aurelia Fine Jewelry';
export const SUPPORT_EMAIL = 'care@aureliafinejewelry.com';
export const SUPPORT_PHONE = '(212) 555-0148';

export const ABOUT_BODY = `<h2>Made by hand in New York</h2>
<p>${SHOP_NAME} began in 2019 at a single bench on 47th Street, where our founder set stones for the city's oldest houses. Today a team of twelve jewelers designs, casts and finishes every setting in the same workshop.</p>
<p>We believe the ring you choose should be beautiful, honest and built to last for generations. That means recycled gold and platinum, diamonds with documented origins, and prices that reflect the work, not the markup.</p>
<h3>What we stand for</h3>
<ul><li>Recycled 14K gold and 950 platinum in every piece</li><li>Lab-grown diamonds certified by IGI or GIA</li><li>Natural diamonds from Kimberley Process-compliant suppliers with chain-of-custody records</li><li>A lifetime of free cleaning and inspection</li></ul>
<p>Visit our showroom by appointment, or talk to a jewelry specialist by chat, phone or video from anywhere in the U.S.</p>`;

export const FAQ_BODY = `<h2>Ordering</h2>
<h3>How long will my ring take?</h3>
<p>Settings are made to order and ship in 10 to 18 business days. Ready-to-ship jewelry leaves our studio within 2 to 4 business days. Each product page shows its estimated delivery window.</p>
<h3>Can I see a diamond before I buy?</h3>
<p>Yes. Every diamond listing includes its grading report, and our specialists can send HD video of any stone on request.</p>
<h2>Sizing</h2>
<h3>What if I don't know her ring size?</h3>
<p>Choose \u201cI don't know my size\u201d, or your best guess: your first resize within 60 days is free. A few ways to get closer:</p>
<ul><li>Print the sizer in our <a href="/learn/ring-size-guide">ring size guide</a></li><li>Order our complimentary plastic ring sizer</li><li>Borrow a ring she wears on the same finger and bring it to our showroom</li><li>Most women in the U.S. wear a size 5 to 7</li></ul>
<h2>Diamonds</h2>
<h3>Are lab-grown diamonds real diamonds?</h3>
<p>Yes. Lab-grown diamonds are chemically, physically and optically identical to mined diamonds. Only the origin differs. Read more in <a href="/learn/diamond/lab-and-natural">Lab vs. Natural</a>.</p>
<h3>What is moissanite?</h3>
<p>Moissanite is silicon carbide, a different gemstone with more fire than diamond, at a fraction of the price. It is hard enough for daily wear.</p>
<h2>Payment</h2>
<h3>Do you offer financing?</h3>
<p>Yes. Shop Pay Installments lets you pay in 4 interest-free payments on orders from $50, or monthly over 3 to 24 months on orders up to $30,000, subject to approval.</p>`;

export const WARRANTY_BODY = `<h2>Our Limited Warranty</h2>
<p>Every piece comes with a one-year limited warranty against manufacturing defects at no cost to you. If a setting, clasp or prong fails under normal wear, we repair or replace it.</p>
<h3>What the free warranty covers</h3>
<ul><li>Defects in materials and workmanship</li><li>One complimentary resize within 60 days of delivery</li><li>Free cleaning, polishing and prong inspection for life</li></ul>
<h3>Extended protection</h3>
<p>For accidental damage and loss of accent stones, add a 3-Year or Lifetime Protection Plan in your cart. Plans are available on U.S. orders only and are priced by the value of the item they cover.</p>
<table><thead><tr><th></th><th>Limited Warranty</th><th>3-Year Plan</th><th>Lifetime Plan</th></tr></thead>
<tbody><tr><td>Manufacturing defects</td><td>1 year</td><td>3 years</td><td>Lifetime</td></tr>
<tr><td>Accent stone replacement</td><td>-</td><td>Yes</td><td>Yes</td></tr>
<tr><td>Prong retipping and replating</td><td>-</td><td>Yes</td><td>Yes</td></tr>
<tr><td>Center stone after setting failure</td><td>-</td><td>-</td><td>Yes</td></tr></tbody></table>
<p>To make a claim, email <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> with your order number and photos.</p>`;

export const SHIPPING_RETURNS_BODY = `<h2>Shipping</h2>
<p>All U.S. orders ship free, fully insured, by FedEx Priority Overnight with signature required. We ship Monday to Thursday so parcels never wait over a weekend.</p>
<ul><li>Ready-to-ship jewelry: 2 to 4 business days</li><li>Made-to-order settings: 10 to 18 business days</li><li>Engagement rings with a loose diamond: add 2 business days for setting and inspection</li></ul>
<h3>Holiday deadlines</h3>
<p>Order by February 13 for Valentine's Day, May 8 for Mother's Day and December 21 for Christmas delivery on ready-to-ship pieces.</p>
<h2>Returns</h2>
<p>Return any unworn item within 30 days of delivery for a full refund. We send a prepaid, insured label. Engraved items and custom designs are final sale.</p>
<h3>Exchanges and resizing</h3>
<p>Your first resize within 60 days is free. Not sure of the size when you order? Choose \u201cI don't know my size\u201d: we make the ring in a US 6 and resize it for free once you know, or find the size with our <a href="/learn/ring-size-guide">ring size guide</a>. Exchanges are processed as a return and a new order so your replacement ships right away.</p>`;

export const CONTACT_BODY = `<h2>We're here to help</h2>
<p>Our jewelry specialists are available Monday to Friday, 9am to 7pm ET, and Saturday 10am to 5pm ET.</p>
<ul><li>Email: <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></li><li>Phone: ${SUPPORT_PHONE}</li><li>Showroom: 580 Fifth Avenue, Suite 1210, New York, NY 10036 (by appointment)</li></ul>
<p>Have a design in mind that our settings don't cover? <a href="/custom/start-your-custom-design">Start a custom design</a> and a designer will reply within one business day.</p>`;

export const PRIVACY_BODY = `<h2>Privacy Policy</h2>
<p>This policy explains what personal information ${SHOP_NAME} collects when you visit our store or buy from us, how we use it and the choices you have. Last updated October 1, 2026.</p>
<h3>Information we collect</h3>
<ul><li>Contact and order details you give us: name, email, phone, shipping and billing address</li><li>Payment information, processed by our payment providers; we never store full card numbers</li><li>Device and usage data collected by cookies and similar technologies, with your consent where required</li></ul>
<h3>How we use it</h3>
<p>To fulfill orders, provide customer service, prevent fraud, improve our store and, if you opt in, send marketing emails. You may unsubscribe at any time.</p>
<h3>Sharing</h3>
<p>We share information only with service providers who help run our business (hosting, payments, shipping, analytics) under contracts that protect it. We do not sell personal information.</p>
<h3>Your rights</h3>
<p>Depending on where you live, you may request access to, correction of or deletion of your data. Email <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>`;

export const TERMS_BODY = `<h2>Terms of Service</h2>
<p>These terms govern your use of the ${SHOP_NAME} website and purchases made through it. By placing an order you agree to them.</p>
<h3>Products and pricing</h3>
<p>We describe and photograph our jewelry as accurately as possible. Diamond weights may vary within industry tolerances. Prices are in U.S. dollars and may change without notice; the price at checkout applies.</p>
<h3>Orders</h3>
<p>We may refuse or cancel an order and will refund any payment in full, for example when:</p>
<ul><li>an item is listed at an obviously incorrect price</li><li>a diamond sells elsewhere before your order is confirmed</li><li>we cannot verify the payment or suspect fraud</li></ul>
<h3>Intellectual property</h3>
<p>All designs, images and text on this site belong to ${SHOP_NAME} and may not be reproduced without permission.</p>
<h3>Limitation of liability</h3>
<p>To the extent permitted by law, our liability for any claim is limited to the amount you paid for the item concerned.</p>
<h3>Governing law</h3>
<p>These terms are governed by the laws of the State of New York.</p>`;

export const REFUND_POLICY_BODY = `<p>Unworn items may be returned within 30 days of delivery for a full refund to the original payment method. Engraved and custom pieces are final sale. Refunds are issued within 5 business days of the return reaching us.</p>`;

export const SHIPPING_POLICY_BODY = `<p>Free, insured overnight shipping on all U.S. orders, signature required. Ready-to-ship items leave in 2 to 4 business days; made-to-order settings in 10 to 18 business days.</p>`;
