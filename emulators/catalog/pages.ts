// Online-store pages: support and legal pages (/support/...) and diamond education (/learn/diamond/...).
import {CATALOG_START, addDays, isoSeconds} from './dates';
import {DIAMOND_ATTRIBUTES_BODY, LAB_AND_NATURAL_BODY} from './education-content';
import type {IdAllocator} from './ids';
import type {SeedPage} from './model';
import type {Random} from './random';
import {
  ABOUT_BODY,
  CONTACT_BODY,
  FAQ_BODY,
  PRIVACY_BODY,
  SHIPPING_RETURNS_BODY,
  SHOP_NAME,
  TERMS_BODY,
  WARRANTY_BODY,
} from './support-content';
import {htmlToText} from './text';

const PAGES: readonly {handle: string; title: string; body: string}[] = [
  {handle: 'about', title: 'About Us', body: ABOUT_BODY},
  {handle: 'faq', title: 'Frequently Asked Questions', body: FAQ_BODY},
  {handle: 'warranty', title: 'Warranty & Protection', body: WARRANTY_BODY},
  {handle: 'shipping-returns', title: 'Shipping & Returns', body: SHIPPING_RETURNS_BODY},
  {handle: 'contact', title: 'Contact Us', body: CONTACT_BODY},
  {handle: 'privacy-policy', title: 'Privacy Policy', body: PRIVACY_BODY},
  {handle: 'terms-of-service', title: 'Terms of Service', body: TERMS_BODY},
  {handle: 'diamond-attributes', title: 'Diamond Attributes', body: DIAMOND_ATTRIBUTES_BODY},
  {handle: 'lab-and-natural', title: 'Lab vs. Natural Diamonds', body: LAB_AND_NATURAL_BODY},
];

function summary(body: string): string {
  const text = htmlToText(body);
  if (text.length <= 160) return text;
  return `${text.slice(0, text.lastIndexOf(' ', 157))}...`;
}

export function generatePages(ids: IdAllocator, random: Random): SeedPage[] {
  return PAGES.map((page) => {
    const created = addDays(CATALOG_START, random.int(0, 30));
    return {
      id: ids.next('Page'),
      handle: page.handle,
      title: page.title,
      body: page.body,
      bodySummary: summary(page.body),
      createdAt: isoSeconds(created),
      updatedAt: isoSeconds(addDays(created, random.int(60, 1200))),
      seo: {title: `${page.title} | ${SHOP_NAME}`, description: summary(page.body)},
    };
  });
}
