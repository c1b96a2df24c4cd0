import {useState, type ReactNode} from 'react';
import {useMediaQuery} from './hooks/use-media-query';

const browser = typeof window !== 'undefined';

/**
 * A part of the page the stylesheets display only where `media` matches (the desktop mega menu).
 * The server renders it for every window. A browser whose window does not match keeps the server's
 * markup without hydrating it: React does not read inside an element that sets its inner HTML, so
 * the part's code is neither loaded nor run, and no later update can reach it. When the window
 * comes to match, the part is rendered afresh in its place, and stays.
 */
export function HydratedWhereShown({media, className, children}: {media: string; className: string; children: ReactNode}) {
  // Read at once, not through useMediaQuery's hydration snapshot: this first render decides whether to hydrate.
  const [shown, setShown] = useState(() => !browser || window.matchMedia(media).matches);
  const matches = useMediaQuery(media);
  if (matches && !shown) setShown(true);
  return shown ? (
    <div key="shown" className={className}>
      {children}
    </div>
  ) : (
    <div key="kept" className={className} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />
  );
}
