import type {MetaDescriptor} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';

interface SeoInput {
  title: string;
  description: string;
  /** Absolute image URL or a path on this site. */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
}

interface MetaArgsLike {
  matches: ReadonlyArray<{id: string; loaderData?: unknown} | undefined>;
  location: {pathname: string};
}

type RootData = Awaited<ReturnType<RootLoader>>;

/** The origin the shopper used and the store's name, from the root loader. */
export function siteOf({matches}: Pick<MetaArgsLike, 'matches'>): {origin: string; siteName: string} {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return {origin: root?.origin ?? 'http://localhost', siteName: root?.shop.name ?? ''};
}

/** A JSON-LD block, emitted by React Router's Meta as an escaped ld+json script. */
export function jsonLdMeta(value: Record<string, unknown>): MetaDescriptor {
  return {'script:ld+json': value};
}

/**
 * Per-page title, description, canonical URL and Open Graph tags. The canonical URL is the path on
 * the shopper's origin without query or hash, so filtered and tracked URLs fold into one page.
 */
export function seoMeta({matches, location}: MetaArgsLike, input: SeoInput): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const origin = root?.origin ?? '';
  const siteName = root?.shop.name ?? '';
  const url = `${origin}${location.pathname}`;
  const image = input.image ? new URL(input.image, origin || 'http://localhost').toString() : null;
  return [
    {title: input.title},
    {name: 'description', content: input.description},
    {tagName: 'link', rel: 'canonical', href: url},
    {property: 'og:site_name', content: siteName},
    {property: 'og:type', content: input.type ?? 'website'},
    {property: 'og:title', content: input.title},
    {property: 'og:description', content: input.description},
    {property: 'og:url', content: url},
    ...(image ? [{property: 'og:image', content: image}] : []),
    {name: 'twitter:card', content: image ? 'summary_large_image' : 'summary'},
  ];
}
