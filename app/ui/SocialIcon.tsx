import type {SocialNetwork} from '~/config/site-links';

// Simplified marks drawn on a 24px grid; decorative, the link carries the network's name.
const PATHS: Record<SocialNetwork, React.ReactNode> = {
  Instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.9" fill="currentColor" stroke="none" />
    </>
  ),
  Pinterest: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M11 8.5c2.8-.8 5 .6 5 3 0 2.3-1.6 3.8-3.4 3.8-1 0-1.6-.6-1.6-.6M12 10l-2.5 10" />
    </>
  ),
  Facebook: <path d="M14 8.5h2.5V5H14a3.5 3.5 0 0 0-3.5 3.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V9a.5.5 0 0 1 .5-.5Z" />,
  TikTok: <path d="M13.5 4v11a3 3 0 1 1-3-3M13.5 4c.4 2.5 2.3 4.3 5 4.5" />,
  Twitter: <path d="M5 5l14 14M19 5 5 19M5 5h3.5L19 19h-3.5Z" />,
};

export function SocialIcon({network}: {network: SocialNetwork}) {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round">
      {PATHS[network]}
    </svg>
  );
}
