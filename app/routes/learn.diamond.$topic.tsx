import {data, useLoaderData} from 'react-router';
import type {Route} from './+types/learn.diamond.$topic';
import {EDUCATION_TABS} from '~/config/site-links';
import {loadPage} from '~/features/chrome/content-pages.server';
import {seoMeta} from '~/platform/seo';
import {RichTextArticle} from '~/features/chrome/components/RichTextArticle';

export const meta: Route.MetaFunction = (args) => {
  const page = args.data?.page;
  return page ? seoMeta(args, {title: page.seoTitle, description: page.seoDescription, type: 'article'}) : [];
};

export async function loader({params, context}: Route.LoaderArgs) {
  const tab = EDUCATION_TABS.find((t) => t.topic === params.topic);
  const page = tab ? await loadPage(context.storefront, tab.pageHandle) : null;
  if (!page) throw data(null, {status: 404});
  return {page};
}

export default function DiamondEducationTopic() {
  const {page} = useLoaderData<typeof loader>();
  return <RichTextArticle title={page.title} body={page.body} />;
}
