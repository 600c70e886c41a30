// The size of each stored variant: the longest side brought down to the variant's size,
// the aspect ratio kept, never enlarged.
import { PHOTO_VARIANTS, type PhotoVariant } from '@campwise/domain';

export interface Size {
  width: number;
  height: number;
}

export function fitWithin(size: Size, longest: number): Size {
  const side = Math.max(size.width, size.height);
  if (side <= longest) return { width: size.width, height: size.height };
  const scale = longest / side;
  return {
    width: size.width >= size.height ? longest : Math.max(1, Math.round(size.width * scale)),
    height: size.height > size.width ? longest : Math.max(1, Math.round(size.height * scale)),
  };
}

export const VARIANT_NAMES = Object.keys(PHOTO_VARIANTS) as PhotoVariant[];

/** Every variant's size for a photo of `size` (already turned upright). */
export function variantSizes(size: Size): Record<PhotoVariant, Size> {
  return Object.fromEntries(VARIANT_NAMES.map((name) => [name, fitWithin(size, PHOTO_VARIANTS[name])])) as Record<
    PhotoVariant,
    Size
  >;
}
