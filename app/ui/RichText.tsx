import {createElement, Fragment, type ReactNode} from 'react';
import {Link} from 'react-router';
import type {RichNode} from '~/ui/rich-text';

function render(nodes: readonly RichNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    if (node.tag === 'br') return <br key={index} />;
    if (node.tag === 'a') {
      if (!node.href) return <Fragment key={index}>{render(node.children)}</Fragment>;
      return node.href.startsWith('/') ? (
        <Link key={index} to={node.href}>
          {render(node.children)}
        </Link>
      ) : (
        <a key={index} href={node.href}>
          {render(node.children)}
        </a>
      );
    }
    return createElement(node.tag, {key: index}, ...render(node.children));
  });
}

/** Merchant rich text (read by parseRichText) as React elements: structure kept, never raw HTML. */
export function RichText({nodes, className}: {nodes: readonly RichNode[]; className?: string}) {
  return <div className={className}>{render(nodes)}</div>;
}
