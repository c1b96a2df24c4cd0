import {Link} from 'react-router';

interface SettingMetalLinksProps {
  metals: readonly string[];
  /** The metal the cards show, null when each shows its first variant on sale. */
  current: string | null;
  /** The step's other parameters (the shape filter), kept by every link. */
  params: URLSearchParams;
}

/**
 * The setting step's metal: links (server-rendered, no script) that show every card, its picture
 * and price, in that metal; the setting chosen from a card is then that metal's variant.
 */
export function SettingMetalLinks({metals, current, params}: SettingMetalLinksProps) {
  if (metals.length < 2) return null;
  const hrefFor = (metal: string) => {
    const next = new URLSearchParams(params);
    next.set('metal', metal);
    return `/ring-builder/settings?${next.toString()}`;
  };
  return (
    <nav className="setting-metals" aria-labelledby="setting-metals-title">
      <span id="setting-metals-title" className="product-option__title">
        Metal
      </span>
      <ul className="product-option__choices">
        {metals.map((metal) => (
          <li key={metal}>
            <Link className="setting-metals__link product-option__tile" to={hrefFor(metal)} aria-current={metal === current ? 'true' : undefined} preventScrollReset>
              {metal}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
