import type {Route} from './+types/$';

/** Any path no route claims: a real 404, so storefront redirects get their chance in server.ts. */
export async function loader({request}: Route.LoaderArgs) {
  throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
}

export default function CatchAll() {
  return null;
}
