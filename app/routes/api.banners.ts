import {data} from 'react-router';
import type {Route} from './+types/api.banners';
import {BANNERS_CACHE_CONTROL} from '~/config/http-cache';
import {apiError, onlyGet} from '~/platform/api-error';
import {parseNoInputRequest} from '~/features/chrome/content-api-input';
import {loadBanners} from '~/features/chrome/store-content.server';

/** GET /api/banners: `{banners: [...]}`, the announcements still running (spec §7). */
export async function loader({request, context}: Route.LoaderArgs) {
  const input = parseNoInputRequest(new URL(request.url));
  if (!input.ok) return apiError(400, input.problem.code, input.problem.message);

  try {
    const banners = await loadBanners(context.storefront);
    return data({banners}, {headers: {'Cache-Control': BANNERS_CACHE_CONTROL}});
  } catch (error) {
    console.error('[api/banners]', error);
    return apiError(503, 'CONTENT_UNAVAILABLE', 'Banners cannot be read right now.');
  }
}

export async function action() {
  return onlyGet();
}
