import {useState} from 'react';
import type {ImageFieldsFragment} from 'storefrontapi.generated';

interface CatalogImageProps {
  image: Pick<ImageFieldsFragment, 'url' | 'altText' | 'width' | 'height'>;
  sizes: string;
  loading?: 'eager' | 'lazy';
  className?: string;
}

/**
 * Catalogue images with intrinsic dimensions (no layout shift); spec §2: a failed load hides
 * the image instead of showing a broken icon.
 */
export function CatalogImage({image, sizes, loading = 'lazy', className}: CatalogImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className={className}
      src={image.url}
      alt={image.altText ?? ''}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      sizes={sizes}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      // An image that failed before hydration fired its error event before React listened.
      ref={(el) => {
        if (el?.complete && el.naturalWidth === 0) setFailed(true);
      }}
    />
  );
}
