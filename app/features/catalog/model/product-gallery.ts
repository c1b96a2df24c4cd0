// The product page gallery: the product's images, with the chosen variant's image among them. A
// product can have more images than the page reads (one per metal and center stone shape), so the
// variant's own image is put first when it is not among them.

interface GalleryImage {
  url: string;
}

export function galleryImages<T extends GalleryImage>(images: readonly T[], variantImage: T | null | undefined): {images: T[]; activeIndex: number} {
  if (!variantImage) return {images: [...images], activeIndex: 0};
  const index = images.findIndex((image) => image.url === variantImage.url);
  if (index >= 0) return {images: [...images], activeIndex: index};
  return {images: [variantImage, ...images], activeIndex: 0};
}
