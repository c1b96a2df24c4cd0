import {data} from 'react-router';
import type {Route} from './+types/api.discounts';
import {BANNERS_CACHE_CONTROL} from '~/config/http-cache';
import {apiError, onlyGet} from '~/platform/api-error';
import {parseNoInputRequest} from '~/features/chrome/content-api-input';
import {loadDiscountRules} from '~/features/catalog/discount-rules-loader.server';

/**
 * GET /api/discounts: `{discounts: [...]}`, the discount rules in evaluation order (spec §7). Like
 * banners, clients treat them as fresh for the spec's query stale time.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const input = parseNoInputRequest(new URL(request.url));
  if (!input.ok) return apiError(400, input.problem.code, input.problem.message);
  try {
    const discounts = await loadDiscountRules(context.storefront);
    return data({discounts}, {headers: {'Cache-Control': BANNERS_CACHE_CONTROL}});
  } catch (error) {
    console.error('[api/discounts]', error);
    return apiError(503, 'CONTENT_UNAVAILABLE', 'Discounts cannot be read right now.');
  }
}

export async function action() {
  return onlyGet();
}
