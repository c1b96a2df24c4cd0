// Spec §7 analytics events, pushed to the page's data layer for the tag manager to read.

export type DataLayerEvent =
  | {event: 'viewContent'; contentIds: string[]; contentName: string; contentType: string; value: number; currency: string}
  | {event: 'addToCart'; contents: {id: string; quantity: 1}[]; value?: number; currency?: string}
  | {event: 'checkout_pressed'}
  | {event: 'drop_a_hint_submitted'}
  | {event: 'page_view'; pageType: string; [key: string]: unknown};

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayerEvent(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** Spec §7: addToCart lists each content id with quantity 1. */
export function addToCartEvent(contentIds: readonly string[], value?: number, currency?: string): DataLayerEvent {
  return {
    event: 'addToCart',
    contents: contentIds.map((id) => ({id, quantity: 1 as const})),
    ...(value !== undefined ? {value} : {}),
    ...(currency ? {currency} : {}),
  };
}
