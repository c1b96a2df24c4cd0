import {Link} from 'react-router';
import type {CollectionCardFragment} from 'storefrontapi.generated';
import {CatalogImage} from '~/ui/CatalogImage';

export function CollectionCard({collection, to}: {collection: CollectionCardFragment; to: string}) {
  return (
    <Link to={to} className="collection-card" prefetch="intent">
      {collection.image ? <CatalogImage image={collection.image} sizes="(min-width: 1024px) 33vw, 100vw" /> : null}
      <span className="collection-card__title">{collection.title}</span>
    </Link>
  );
}
