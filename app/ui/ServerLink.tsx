import {Link, type LinkProps} from 'react-router';
import {forwardRef} from 'react';
import {isPathLinkKeeps} from './link-path';

/**
 * The server's `Link`: for a path the Link writes as given, the anchor it would write, without its
 * routing work (6% of a collection page's server time, with a Link per card and menu entry);
 * any other link is React Router's. The browser hydrates the anchor as the Link
 * (docs/decisions/0025).
 */
export const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(props, ref) {
  // The props that change nothing in the markup are dropped from the anchor; the others need the Link.
  const {to, prefetch, discover, reloadDocument, relative, mask, target, children, ...markup} = props;
  const {replace: _r, state: _s, preventScrollReset: _p, viewTransition: _v, defaultShouldRevalidate: _d, ...anchor} = markup;
  const plain =
    typeof to === 'string' &&
    isPathLinkKeeps(to) &&
    (prefetch === undefined || prefetch === 'none' || prefetch === 'intent') &&
    (discover === undefined || discover === 'render') &&
    !reloadDocument &&
    relative === undefined &&
    mask === undefined;
  if (!plain) return <Link ref={ref} {...props} />;
  return (
    <a {...anchor} href={to} target={target} data-discover="true">
      {children}
    </a>
  );
});
