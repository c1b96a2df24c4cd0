import {data, useLoaderData} from 'react-router';
import type {Route} from './+types/support.$handle';
import {SUPPORT_PAGE_HANDLES} from '~/config/site-links';
import {isPolicyHandle, loadPage, loadPolicy} from '~/features/chrome/content-pages.server';
import {seoMeta} from '~/platform/seo';
import {RichTextArticle} from '~/features/chrome/components/RichTextArticle';

export const meta: Route.MetaFunction = (args) => {
  const page = args.data?.page;
  return page ? seoMeta(args, {title: page.seoTitle, description: page.seoDescription, type: 'article'}) : [];
};

/** Support pages come from Storefront pages; the two legal pages from the shop's policies. */
export async function loader({params, context}: Route.LoaderArgs) {
  const {storefront} = context;
  const handle = params.handle;
  const page = isPolicyHandle(handle)
    ? await loadPolicy(storefront, handle)
    : (SUPPORT_PAGE_HANDLES as readonly string[]).includes(handle)
      ? await loadPage(storefront, handle)
      : null;
  if (!page) throw data(null, {status: 404});
  return {page};
}

export default function SupportPage() {
  const {page} = useLoaderData<typeof loader>();
  return <RichTextArticle title={page.title} body={page.body} />;
}
