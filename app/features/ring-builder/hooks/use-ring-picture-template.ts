import {useRouteLoaderData} from 'react-router';
import {RING_BUILDER_ROUTE_ID} from './use-monthly-payment';

/** The store's finished-ring picture template (the builder layout loads it); null: the setting's own image. */
export function useRingPictureTemplate(): string | null {
  return useRouteLoaderData<{ringPictureUrl: string | null}>(RING_BUILDER_ROUTE_ID)?.ringPictureUrl ?? null;
}
