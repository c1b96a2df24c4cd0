// Storefront pages and shop policies, reshaped once into what the content routes render.
import type {Storefront} from '@shopify/hydrogen';
import {PAGE_QUERY, SHOP_POLICIES_QUERY} from '~graphql/content';
import {parseRichText, withoutLeadingTitle, type RichNode} from '~/ui/rich-text';
import {summarize} from '~/features/chrome/model/text-summary';

export interface ContentPage {
  title: string;
  /** The merchant's HTML body, read into allowed structure. */
  body: RichNode[];
  seoTitle: string;
  seoDescription: string;
}

export async function loadPage(storefront: Storefront, handle: string): Promise<ContentPage | null> {
  const {page} = await storefront.query(PAGE_QUERY, {variables: {handle}, cache: storefront.CacheLong()});
  if (!page) return null;
  return {
    title: page.title,
    body: parseRichText(page.body),
    seoTitle: page.seo?.title || page.title,
    seoDescription: page.seo?.description || page.bodySummary || summarize(page.body),
  };
}

export const POLICY_HANDLES = ['privacy-policy', 'terms-of-service'] as const;
export type PolicyHandle = (typeof POLICY_HANDLES)[number];

export function isPolicyHandle(handle: string): handle is PolicyHandle {
  return (POLICY_HANDLES as readonly string[]).includes(handle);
}

export async function loadPolicy(storefront: Storefront, handle: PolicyHandle): Promise<ContentPage | null> {
  const {shop} = await storefront.query(SHOP_POLICIES_QUERY, {cache: storefront.CacheLong()});
  const policy = handle === 'privacy-policy' ? shop.privacyPolicy : shop.termsOfService;
  if (!policy) return null;
  return {
    title: policy.title,
    // Policies usually open with their own title; the page's h1 already says it.
    body: withoutLeadingTitle(parseRichText(policy.body), policy.title),
    seoTitle: `${policy.title} | ${shop.name}`,
    seoDescription: summarize(policy.body),
  };
}
