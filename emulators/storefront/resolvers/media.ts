// Images and media. URLs point at the local stack's `/images/*`; transforms are carried as the
// query parameters Shopify's CDN uses, which the SVG renders can ignore.
import type {SeedImage, SeedProduct} from '../../catalog/model';
import type {ResolverMap, StorefrontContext} from '../context';
import {imageSource, type ImageSource} from '../sources';

interface ImageTransform {
  maxWidth?: number | null;
  maxHeight?: number | null;
  crop?: string | null;
  scale?: number | null;
  preferredContentType?: string | null;
}

export function imageUrl(context: StorefrontContext, image: SeedImage, transform?: ImageTransform | null): string {
  const url = new URL(image.path, context.publicUrl());
  if (transform?.maxWidth) url.searchParams.set('width', String(transform.maxWidth * (transform.scale ?? 1)));
  if (transform?.maxHeight) url.searchParams.set('height', String(transform.maxHeight * (transform.scale ?? 1)));
  if (transform?.crop) url.searchParams.set('crop', transform.crop.toLowerCase());
  return url.toString();
}

export function imageById(product: SeedProduct, id: string | null): SeedImage | null {
  if (!id) return null;
  return product.images.find((image) => image.id === id) ?? null;
}

export function mediaImageSource(image: SeedImage) {
  return {
    __typename: 'MediaImage',
    id: image.id.replace('/ProductImage/', '/MediaImage/'),
    alt: image.altText,
    mediaContentType: 'IMAGE',
    presentation: null,
    image: imageSource(image),
    previewImage: imageSource(image),
  };
}

export const mediaResolvers: ResolverMap = {
  Image: {
    url: (image: ImageSource, args: {transform?: ImageTransform | null}, context) =>
      imageUrl(context, image._seed, args.transform),
    src: (image: ImageSource, _args: unknown, context) => imageUrl(context, image._seed),
    originalSrc: (image: ImageSource, _args: unknown, context) => imageUrl(context, image._seed),
    transformedSrc: (image: ImageSource, args: ImageTransform, context) => imageUrl(context, image._seed, args),
  },
};
