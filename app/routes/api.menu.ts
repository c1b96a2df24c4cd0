import {data} from 'react-router';
import type {Route} from './+types/api.menu';
import {MENU_CACHE_CONTROL} from '~/config/http-cache';
import {apiError, onlyGet} from '~/platform/api-error';
import {parseMenuRequest} from '~/features/chrome/content-api-input';
import {loadMenu} from '~/features/chrome/store-content.server';

/** GET /api/menu?handle=menu-v3: the menu structure `{headers: [...]}` (spec §7). */
export async function loader({request, context}: Route.LoaderArgs) {
  const input = parseMenuRequest(new URL(request.url));
  if (!input.ok) return apiError(400, input.problem.code, input.problem.message);

  const menu = await loadMenu(context.storefront, input.value.handle).catch((error: unknown) => {
    console.error('[api/menu]', error);
    return undefined;
  });
  if (menu === undefined) return apiError(503, 'CONTENT_UNAVAILABLE', 'The menu cannot be read right now.');
  if (menu === null) return apiError(404, 'MENU_NOT_FOUND', `No menu with handle ${input.value.handle}.`);
  return data(menu, {headers: {'Cache-Control': MENU_CACHE_CONTROL}});
}

export async function action() {
  return onlyGet();
}
