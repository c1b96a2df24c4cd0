import {useEffect, useState, type ReactNode} from 'react';

const browser = typeof window !== 'undefined';

/**
 * A part of the page the stylesheets display only where `media` matches (the desktop mega menu, the
 * phone's footer accordions). The server renders it for every window. A browser whose window does
 * not match keeps the server's markup without hydrating it: React does not read inside an element
 * that sets its inner HTML, so the part's code is neither loaded nor run, and no later update can
 * reach it. When the window comes to match, the part is rendered afresh in its place.
 */
export function HydratedWhereShown({media, className, children}: {media: string; className: string; children: ReactNode}) {
  const [shown, setShown] = useState(() => !browser || window.matchMedia(media).matches);
  useEffect(() => {
    if (shown) return;
    const list = window.matchMedia(media);
    const onChange = () => {
      if (list.matches) setShown(true);
    };
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [media, shown]);
  return shown ? (
    <div key="shown" className={className}>
      {children}
    </div>
  ) : (
    <div key="kept" className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  );
}
