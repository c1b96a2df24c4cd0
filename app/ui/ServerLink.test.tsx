import {renderToString} from 'react-dom/server';
import {Link, StaticRouter, type LinkProps} from 'react-router';
import {describe, expect, it} from 'vitest';
import {ServerLink} from './ServerLink';
import {isPathLinkKeeps} from './link-path';

const render = (element: React.ReactElement) => renderToString(<StaticRouter location="/shop/collections/rings">{element}</StaticRouter>);
const both = (props: LinkProps) => [render(<ServerLink {...props} />), render(<Link {...props} />)];

describe('the server Link', () => {
  const kept = [
    '/',
    '/shop/collections/engagement-rings',
    '/shop/products/margot-solitaire-setting?variant=44611390041',
    '/search?query=oval%20ring&sort=price-asc',
    '/pages/about/',
    '/policies/privacy-policy#returns',
    '/shop/products/pav%C3%A9-band',
  ];

  it.each(kept)('writes what a React Router Link writes for %s', (to) => {
    const [server, link] = both({to, className: 'mega-menu__trigger', 'aria-label': 'Go', style: {color: '#B8860B'}, target: '_self', children: 'Go'});
    expect(server).toBe(link);
  });

  it('writes what a Link writes with the props that do not show in the markup', () => {
    const [server, link] = both({to: '/shop/cart', prefetch: 'intent', replace: true, state: {from: 'card'}, preventScrollReset: true, viewTransition: true, children: 'Cart'});
    expect(server).toBe(link);
    expect(server).toBe('<a href="/shop/cart" data-discover="true">Cart</a>');
  });

  it('writes a kept path without the router: none of the Link\'s routing runs', () => {
    expect(renderToString(<ServerLink to="/shop/cart">Cart</ServerLink>)).toBe('<a href="/shop/cart" data-discover="true">Cart</a>');
    expect(() => renderToString(<ServerLink to="?cursor=abc">Next</ServerLink>)).toThrow();
  });

  it.each<LinkProps>([
    {to: '?cursor=abc'},
    {to: '../rings'},
    {to: {pathname: '/shop/cart'}},
    {to: '/shop/cart', reloadDocument: true},
    {to: '/shop/cart', discover: 'none'},
    {to: '/shop/cart', prefetch: 'render'},
    {to: '/shop/cart', relative: 'path'},
  ])('leaves the rest to the Link: %j', (props) => {
    const [server, link] = both({...props, children: 'Go'});
    expect(server).toBe(link);
  });

  it.each(kept)('takes %s as written', (to) => expect(isPathLinkKeeps(to)).toBe(true));

  it.each(['/shop//cart', '/shop/./cart', '/shop/collections/../cart', '/shop/cart/..', '/search?', '/shop/cart#', 'shop/cart'])(
    'leaves %s, which a Link resolves first, to the Link',
    (to) => expect(isPathLinkKeeps(to)).toBe(false),
  );
});
