import {data} from 'react-router';
import type {Route} from './+types/api.banners';
import {BANNERS_CACHE_CONTROL} from '~/config/http-cache';
import {apiError} from '~/platform/api-error';
import {METHOD_NOT_ALLOWED, parseBannersRequest} from '~/features/chrome/content-api-input';
import {loadBanners} from '~/features/chrome/store-content.server';

/** GET /api/banners: `{banners: [...]}`, the announcements still running (spec §7). */
export async function loader({request, context}: Route.LoaderArgs) {
  const input = parseBannersRequest(new URL(request.url));
  if (!input.ok) return apiError(input.problem.status, input.problem.code, input.problem.message);

  try {
    const banners = await loadBanners(context.storefront);
    return data({banners}, {headers: {'Cache-Control': BANNERS_CACHE_CONTROL}});
  } catch (error) {
    console.error('[api/banners]', error);
    return apiError(503, 'CONTENT_UNAVAILABLE', 'Banners cannot be read right now.');
  }
}

export async function action() {
  return apiError(METHOD_NOT_ALLOWED.status, METHOD_NOT_ALLOWED.code, METHOD_NOT_ALLOWED.message);
}
