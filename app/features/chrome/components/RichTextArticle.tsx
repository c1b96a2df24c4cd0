import type {RichNode} from '~/ui/rich-text';
import {RichText} from '~/ui/RichText';

/** A Storefront page or shop policy: the merchant's body as structure, never as raw HTML. */
export function RichTextArticle({title, body, showTitle = true}: {title: string; body: readonly RichNode[]; showTitle?: boolean}) {
  return (
    <article className="rich-text">
      {showTitle ? <h1>{title}</h1> : null}
      <RichText nodes={body} />
    </article>
  );
}
