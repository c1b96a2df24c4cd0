import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/root';
import {SiteHeader} from './SiteHeader';
import {SiteFooter} from './SiteFooter';

export function PageShell({children}: {children: React.ReactNode}) {
  const data = useRouteLoaderData<RootLoader>('root');
  const shopName = data?.shop.name ?? '';
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader shopName={shopName} cartLineCount={data?.cartLineCount ?? 0} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter shopName={shopName} />
    </>
  );
}
