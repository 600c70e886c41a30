// Turns an upload into the stored variants: decoded with sharp under a pixel limit, turned
// upright by its EXIF orientation, then re-encoded as WebP with no metadata at all (the EXIF,
// GPS position included, never leaves this function).
import sharp, { type SharpOptions } from 'sharp';
import type { PhotoVariant } from '@campwise/domain';
import { VARIANT_NAMES, variantSizes, type Size } from './photo-variants.ts';

/**
 * A decompression bomb is a small file that decodes to a huge bitmap. 60 megapixels covers
 * full-resolution photos from today's cameras; anything bigger is refused before decoding.
 */
export const MAX_INPUT_PIXELS = 60_000_000;

const WEBP_QUALITY = 80;

export interface ProcessedVariant extends Size {
  name: PhotoVariant;
  data: Buffer;
}

export interface ProcessedPhoto extends Size {
  variants: ProcessedVariant[];
}

export type PhotoImageProblem = 'unreadable' | 'too-many-pixels';

/** The bytes are not an image sharp can decode within the limits. */
export class PhotoImageError extends Error {
  constructor(readonly problem: PhotoImageProblem) {
    super(problem === 'unreadable' ? 'image cannot be decoded' : 'image has too many pixels');
  }
}

// sharp's own pixel-limit check says "exceeds pixel limit"; any other failure is a bad file.
function imageError(error: unknown): PhotoImageError {
  const tooBig = error instanceof Error && /pixel limit/i.test(error.message);
  return new PhotoImageError(tooBig ? 'too-many-pixels' : 'unreadable');
}

// failOn 'warning': a truncated or damaged file is refused rather than stored half grey.
// pages 1: an animated WebP or PNG is stored as its first frame.
const DECODE_OPTIONS: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', pages: 1 };

async function uprightSize(input: Buffer): Promise<Size> {
  let metadata;
  try {
    metadata = await sharp(input, DECODE_OPTIONS).metadata();
  } catch (error) {
    throw imageError(error);
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) throw new PhotoImageError('unreadable');
  if (width * height > MAX_INPUT_PIXELS) throw new PhotoImageError('too-many-pixels');
  return { width, height };
}

async function encodeVariant(input: Buffer, name: PhotoVariant, size: Size): Promise<ProcessedVariant> {
  // sharp writes no metadata unless asked (keepExif/withMetadata): the output has no EXIF,
  // XMP or ICC profile; colours are converted to sRGB.
  const { data, info } = await sharp(input, DECODE_OPTIONS)
    .autoOrient()
    .resize(size.width, size.height, { fit: 'fill' })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { name, data, width: info.width, height: info.height };
}

/** The variants of one upload (already known to be JPEG, PNG or WebP by its bytes). */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const size = await uprightSize(input);
  const sizes = variantSizes(size);
  try {
    const variants = await Promise.all(VARIANT_NAMES.map((name) => encodeVariant(input, name, sizes[name])));
    return { ...size, variants };
  } catch (error) {
    // Only the header was read so far: a damaged body shows up here.
    throw imageError(error);
  }
}
