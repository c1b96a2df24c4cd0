import {data} from 'react-router';
import type {Route} from './+types/api.card-images';
import {CARD_IMAGES_CACHE_CONTROL} from '~/config/http-cache';
import {apiError, onlyGet} from '~/platform/api-error';
import {parseCardImagesRequest} from '~/features/catalog/card-images-input';
import {loadCardImages} from '~/features/catalog/card-images.server';

/** GET /api/card-images?handle=…: `{images: [...]}`, the images a product card's carousel steps through. */
export async function loader({request, context}: Route.LoaderArgs) {
  const input = parseCardImagesRequest(new URL(request.url));
  if (!input.ok) return apiError(400, input.problem.code, input.problem.message);
  try {
    const images = await loadCardImages(context.storefront, input.value.handle);
    if (!images) return apiError(404, 'PRODUCT_NOT_FOUND', 'No product has that handle.');
    return data({images}, {headers: {'Cache-Control': CARD_IMAGES_CACHE_CONTROL}});
  } catch (error) {
    console.error('[api/card-images]', error);
    return apiError(503, 'CONTENT_UNAVAILABLE', 'The images cannot be read right now.');
  }
}

export async function action() {
  return onlyGet();
}
