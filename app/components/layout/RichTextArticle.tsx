/**
 * A Storefront page or shop policy. The body is merchant-authored HTML from the Storefront API; the
 * nonce-based CSP keeps any script in it from running.
 */
export function RichTextArticle({title, bodyHtml, showTitle = true}: {title: string; bodyHtml: string; showTitle?: boolean}) {
  return (
    <article className="rich-text">
      {showTitle ? <h1>{title}</h1> : null}
      <div dangerouslySetInnerHTML={{__html: bodyHtml}} />
    </article>
  );
}
