import type {CardImage} from '~/features/catalog/model/product-card-view';
import {readCardImagesResponse} from '~/features/catalog/model/card-images-response';
import {keptQuery} from '~/ui/hooks/kept-query';

export type CardImagesState = {status: 'idle' | 'loading' | 'failed'; images: null} | {status: 'ready'; images: CardImage[]};

function cardImagesUrl(handle: string): string {
  return `/api/card-images?handle=${encodeURIComponent(handle)}`;
}

async function fetchCardImages(url: string, signal: AbortSignal): Promise<CardImage[]> {
  const response = await fetch(url, {headers: {Accept: 'application/json'}, signal});
  if (!response.ok) throw new Error(`card images answered ${response.status}`);
  const images = readCardImagesResponse(await response.json());
  if (!images) throw new Error('card images answered something else');
  return images;
}

// A card seen again (back to the grid, the same piece on another page) steps at once.
const useCardImagesQuery = keptQuery(fetchCardImages);

/** Every image of a product card's carousel, read from /api/card-images once `wanted`. */
export function useCardImages(handle: string, wanted: boolean): CardImagesState {
  const {status, data} = useCardImagesQuery(cardImagesUrl(handle), wanted);
  if (status === 'ready') return {status, images: data!};
  return {status: status === 'error' ? 'failed' : status, images: null};
}
