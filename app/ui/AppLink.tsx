import {Link} from 'react-router';
import type {ComponentProps} from 'react';

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & {to: string};

/**
 * Client-side navigation for paths inside the store; a plain anchor for other sites and for the `#`
 * placeholder. Accepts a ref, so Radix `asChild` parts can wrap it.
 */
export function AppLink({to, children, ...props}: AppLinkProps) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
