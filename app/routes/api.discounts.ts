import {data} from 'react-router';
import type {Route} from './+types/api.discounts';
import {BANNERS_CACHE_CONTROL} from '~/config/http-cache';
import {apiError} from '~/platform/api-error';
import {METHOD_NOT_ALLOWED} from '~/features/chrome/content-api-input';
import {loadDiscountRules} from '~/features/catalog/discount-rules-loader.server';

/**
 * GET /api/discounts: `{discounts: [...]}`, the discount rules in evaluation order (spec §7). Like
 * banners, clients treat them as fresh for the spec's query stale time.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const extra = [...new Set(new URL(request.url).searchParams.keys())];
  if (extra.length > 0) return apiError(400, 'UNEXPECTED_PARAMETER', `Unexpected query parameter: ${extra.join(', ')}.`);
  try {
    const discounts = await loadDiscountRules(context.storefront);
    return data({discounts}, {headers: {'Cache-Control': BANNERS_CACHE_CONTROL}});
  } catch (error) {
    console.error('[api/discounts]', error);
    return apiError(503, 'CONTENT_UNAVAILABLE', 'Discounts cannot be read right now.');
  }
}

export async function action() {
  return apiError(METHOD_NOT_ALLOWED.status, METHOD_NOT_ALLOWED.code, METHOD_NOT_ALLOWED.message);
}
