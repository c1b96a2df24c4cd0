import {Link} from 'react-router';
import {forwardRef, type ComponentProps} from 'react';
import {ServerLink} from './ServerLink';

type AppLinkProps = Omit<ComponentProps<'a'>, 'href' | 'ref'> & {to: string};

/**
 * Client-side navigation for paths inside the store; a plain anchor for other sites and for the `#`
 * placeholder. Forwards its ref, so Radix `asChild` parts can wrap it.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({to, children, ...props}, ref) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return import.meta.env.SSR ? (
      <ServerLink ref={ref} to={to} {...props}>
        {children}
      </ServerLink>
    ) : (
      <Link ref={ref} to={to} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a ref={ref} href={to} {...props}>
      {children}
    </a>
  );
});
