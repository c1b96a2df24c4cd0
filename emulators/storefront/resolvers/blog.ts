// Blogs and articles: the shop's journal (emulators/catalog/journal.ts) through `blog`, `blogByHandle`,
// `blogs`, `article` and `articles`, with Shopify's shapes (authors, content and HTML, excerpts,
// images, publishedAt, SEO) and URLs on the shop's domain.
import {JOURNAL, type SeedArticle, type SeedArticleAuthor, type SeedBlog} from '../../catalog/journal';
import {connection, type ConnectionArgs} from '../connection';
import type {ResolverMap} from '../context';
import {gid} from '../gid';
import {imageSource, seoSource} from '../sources';

const BLOGS: readonly SeedBlog[] = [JOURNAL];

interface BlogSource {
  __typename: 'Blog';
  _seed: SeedBlog;
  [field: string]: unknown;
}

interface ArticleSource {
  __typename: 'Article';
  _seed: SeedArticle;
  _blog: SeedBlog;
  [field: string]: unknown;
}

type ArticleArgs = ConnectionArgs & {query?: string | null; sortKey?: string | null};

const blogGid = (blog: SeedBlog) => gid('Blog', blog.id);
const articleGid = (a: SeedArticle) => gid('Article', a.id);

function authorSource(author: SeedArticleAuthor) {
  return {__typename: 'ArticleAuthor', ...author, name: `${author.firstName} ${author.lastName}`};
}

function blogSource(blog: SeedBlog, domain: string): BlogSource {
  return {
    __typename: 'Blog',
    _seed: blog,
    id: blogGid(blog),
    handle: blog.handle,
    title: blog.title,
    onlineStoreUrl: `${domain}/blogs/${blog.handle}`,
    seo: seoSource(blog.seo),
    authors: [...new Map(blog.articles.map((a) => [a.author.email, a.author])).values()].map(authorSource),
  };
}

function articleSource(article: SeedArticle, blog: SeedBlog, domain: string): ArticleSource {
  return {
    __typename: 'Article',
    _seed: article,
    _blog: blog,
    id: articleGid(article),
    handle: article.handle,
    title: article.title,
    author: authorSource(article.author),
    authorV2: authorSource(article.author),
    contentHtml: article.contentHtml,
    excerptHtml: `<p>${article.excerpt}</p>`,
    image: imageSource({id: gid('ArticleImage', article.id), ...article.image}),
    onlineStoreUrl: `${domain}/blogs/${blog.handle}/${article.handle}`,
    publishedAt: article.publishedAt,
    seo: seoSource(article.seo),
    tags: article.tags,
    trackingParameters: null,
  };
}

const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const truncate = (text: string, at: number | null | undefined) => (at && at > 0 && text.length > at ? `${text.slice(0, at)}…` : text);

/** Shopify's article search syntax, the parts a storefront uses: `tag:`, `author:`, `title:` and words. */
export function articleMatches(article: SeedArticle, query: string | null | undefined): boolean {
  const terms = (query ?? '').match(/(?:[a-z_]+:)?(?:"[^"]*"|\S+)/gi) ?? [];
  return terms.every((term) => {
    const [, field, raw = ''] = /^(?:([a-z_]+):)?(.*)$/i.exec(term) ?? [];
    const value = raw.replace(/^"|"$/g, '').toLowerCase();
    if (!value || /^(and|or)$/i.test(value)) return true;
    if (field === 'tag') return article.tags.some((t) => t.toLowerCase() === value);
    if (field === 'author') return `${article.author.firstName} ${article.author.lastName}`.toLowerCase().includes(value);
    if (field === 'title') return article.title.toLowerCase().includes(value);
    if (field === 'blog_title') return true;
    return `${article.title} ${plainText(article.contentHtml)} ${article.tags.join(' ')}`.toLowerCase().includes(value);
  });
}

export function sortArticles(list: readonly SeedArticle[], sortKey: string | null | undefined): SeedArticle[] {
  const sorted = [...list];
  if (sortKey === 'PUBLISHED_AT' || sortKey === 'UPDATED_AT') sorted.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  else if (sortKey === 'TITLE') sorted.sort((a, b) => a.title.localeCompare(b.title, 'en'));
  else if (sortKey === 'AUTHOR') sorted.sort((a, b) => a.author.lastName.localeCompare(b.author.lastName, 'en'));
  else sorted.sort((a, b) => a.id - b.id);
  return sorted;
}

function articleConnection(entries: {article: SeedArticle; blog: SeedBlog}[], args: ArticleArgs, domain: string) {
  const matching = entries.filter((e) => articleMatches(e.article, args.query));
  const order = sortArticles(matching.map((e) => e.article), args.sortKey);
  const blogOf = new Map(matching.map((e) => [e.article.id, e.blog]));
  return connection(order.map((a) => articleSource(a, blogOf.get(a.id)!, domain)), args, (a) => String(a.id));
}

const allArticles = () => BLOGS.flatMap((blog) => blog.articles.map((article) => ({article, blog})));
const findBlog = (handle?: string | null, id?: string | null) => BLOGS.find((b) => (id ? blogGid(b) === id : b.handle === handle)) ?? null;

export const blogResolvers: ResolverMap = {
  QueryRoot: {
    blog: (_root: unknown, args: {handle?: string | null; id?: string | null}, context) => {
      const blog = findBlog(args.handle, args.id);
      return blog ? blogSource(blog, context.catalog.shop.primaryDomainUrl) : null;
    },
    blogByHandle: (_root: unknown, args: {handle: string}, context) => {
      const blog = findBlog(args.handle);
      return blog ? blogSource(blog, context.catalog.shop.primaryDomainUrl) : null;
    },
    blogs: (_root: unknown, args: ConnectionArgs & {query?: string | null; sortKey?: string | null}, context) => {
      const words = (args.query ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      let list = BLOGS.filter((b) => words.every((w) => `${b.title} ${b.handle}`.toLowerCase().includes(w.replace(/^(title|handle):/, ''))));
      if (args.sortKey === 'TITLE') list = [...list].sort((a, b) => a.title.localeCompare(b.title, 'en'));
      if (args.sortKey === 'HANDLE') list = [...list].sort((a, b) => a.handle.localeCompare(b.handle, 'en'));
      return connection(list.map((b) => blogSource(b, context.catalog.shop.primaryDomainUrl)), args, (b) => String(b.id));
    },
    article: (_root: unknown, args: {id: string}, context) => {
      const found = allArticles().find((e) => articleGid(e.article) === args.id);
      return found ? articleSource(found.article, found.blog, context.catalog.shop.primaryDomainUrl) : null;
    },
    articles: (_root: unknown, args: ArticleArgs, context) => articleConnection(allArticles(), args, context.catalog.shop.primaryDomainUrl),
  },
  Blog: {
    articles: (blog: BlogSource, args: ArticleArgs, context) =>
      articleConnection(blog._seed.articles.map((article) => ({article, blog: blog._seed})), args, context.catalog.shop.primaryDomainUrl),
    articleByHandle: (blog: BlogSource, args: {handle: string}, context) => {
      const article = blog._seed.articles.find((a) => a.handle === args.handle);
      return article ? articleSource(article, blog._seed, context.catalog.shop.primaryDomainUrl) : null;
    },
    metafield: () => null,
    metafields: (_blog: BlogSource, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  },
  Article: {
    blog: (article: ArticleSource, _args: unknown, context) => blogSource(article._blog, context.catalog.shop.primaryDomainUrl),
    content: (article: ArticleSource, args: {truncateAt?: number | null}) => truncate(plainText(article._seed.contentHtml), args.truncateAt),
    excerpt: (article: ArticleSource, args: {truncateAt?: number | null}) => truncate(article._seed.excerpt, args.truncateAt),
    // The journal takes no comments.
    comments: (_article: ArticleSource, args: ConnectionArgs) => connection([], args, () => ''),
    metafield: () => null,
    metafields: (_article: ArticleSource, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  },
};
