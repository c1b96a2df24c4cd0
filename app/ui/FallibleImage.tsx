import {memo, useState} from 'react';
import {imageLoadingAttributes, type ImageLoading} from './image-loading';

interface FallibleImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: ImageLoading;
}

/**
 * Spec §2: an image that fails to load hides itself rather than showing a broken icon. Memoized: its
 * props are a few strings and numbers, and a re-render would detach and attach its ref again.
 */
export const FallibleImage = memo(function FallibleImage({src, srcSet, sizes, alt, width, height, className, loading = 'lazy'}: FallibleImageProps) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      {...imageLoadingAttributes(loading)}
      onError={() => setFailed(true)}
      // A failure before hydration fired its error event before React listened.
      ref={(el) => {
        if (el?.complete && el.naturalWidth === 0) setFailed(true);
      }}
    />
  );
});
