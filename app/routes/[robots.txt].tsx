import type {Route} from './+types/[robots.txt]';

/** Crawlers may index the catalogue and content, not carts, accounts, search results or the API. */
export function loader({request}: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Disallow: /shop/cart',
    'Disallow: /account',
    'Disallow: /search',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': `public, max-age=${60 * 60 * 24}`},
  });
}
