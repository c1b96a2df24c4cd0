// Hydrogen's Image from the package Hydrogen re-exports it from: not the whole of Hydrogen's browser
// module with it (docs/decisions/0012).
import {Image} from '@shopify/hydrogen-react';
import {useState} from 'react';
import type {ImageFieldsFragment} from 'storefrontapi.generated';
import {catalogImageLoader} from './catalog-image-loader';
import {imageLoadingAttributes, type ImageLoading} from './image-loading';

interface CatalogImageProps {
  image: Pick<ImageFieldsFragment, 'url' | 'altText' | 'width' | 'height'>;
  sizes: string;
  loading?: ImageLoading;
  className?: string;
}

/**
 * Catalogue images through Hydrogen's `Image`: the source's aspect ratio on the element (no layout
 * shift) and a srcset of Shopify CDN widths up to the source's for `sizes` to choose from; spec §2:
 * a failed load hides the image instead of showing a broken icon.
 */
export function CatalogImage({image, sizes, loading = 'lazy', className}: CatalogImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      className={className}
      data={image}
      loader={catalogImageLoader}
      sizes={sizes}
      {...imageLoadingAttributes(loading)}
      onError={() => setFailed(true)}
      // An image that failed before hydration fired its error event before React listened.
      ref={(el: HTMLImageElement | null) => {
        if (el?.complete && el.naturalWidth === 0) setFailed(true);
      }}
    />
  );
}
