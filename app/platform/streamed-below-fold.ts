/**
 * For a route's `clientLoader`: on a client-side navigation the page waits for a part its loader
 * streams below the fold. React Router restores a scroll position (back to a page the shopper had
 * scrolled down) as the page first renders; with the part still loading the page is shorter than
 * they left it, and they would land elsewhere once it arrives. A document request still streams
 * it, so the first bytes never wait. A part that fails stays the rejected promise, for its
 * `<Await errorElement>`.
 */
export async function withStreamedPartLoaded<Data extends object, Key extends keyof Data>(
  data: Data,
  key: Key,
): Promise<Omit<Data, Key> & {[K in Key]: Data[K] | Awaited<Data[K]>}> {
  try {
    return {...data, [key]: await data[key]};
  } catch {
    return data;
  }
}
