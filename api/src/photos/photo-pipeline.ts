// Turns one uploaded file into the WebP variants the API serves. Every byte is decoded and
// re-encoded by sharp, so nothing of the upload but its pixels survives: no EXIF (GPS, camera
// serials), no ICC tricks, no polyglot payloads. Orientation is applied before EXIF is dropped.
import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_WIDTHS, type PhotoWidth } from '../listings/photo-urls';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Larger images (or decompression bombs claiming more pixels) are refused before decoding. */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** Bumped when the encoding changes, so new output never reuses an old (immutable) URL. */
const PIPELINE_VERSION = 'webp-q80-v1';
const WEBP_QUALITY = 80;

export interface PhotoVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface EncodedPhoto {
  /** Content address: the same upload always gets the same id. */
  id: string;
  variants: Map<PhotoWidth, PhotoVariant>;
}

export function photoId(upload: Buffer): string {
  return createHash('sha256').update(PIPELINE_VERSION).update(upload).digest('hex').slice(0, 32);
}

/** What sharp calls the formats we accept (AVIF is HEIF with AV1 inside). */
function isAcceptedFormat(meta: Metadata): boolean {
  if (meta.format === 'heif') return meta.compression === 'av1';
  return meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp';
}

/** Validates and encodes one file; throws 415 (not an accepted image), 413 (too big) or 400 (too many pixels, damaged). */
export async function encodePhoto(data: Buffer, filename: string): Promise<EncodedPhoto> {
  const label = filename ? `"${filename}"` : 'A photo';
  if (data.length > MAX_PHOTO_BYTES) throw new PayloadTooLargeException(`${label} is larger than 10 MB`);
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the size check below names the problem.
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeException(`${label} is not a JPEG, PNG, WebP or AVIF image`);
  }
  if (!isAcceptedFormat(meta))
    throw new UnsupportedMediaTypeException(`${label} is not a JPEG, PNG, WebP or AVIF image`);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_PHOTO_PIXELS) {
    throw new BadRequestException(`${label} is larger than 50 megapixels`);
  }
  const variants = new Map<PhotoWidth, PhotoVariant>();
  try {
    // failOn 'truncated' and above: a cut-off or corrupt file is refused, not half-grey.
    const decoded = sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' }).rotate();
    // Never enlarged: widths past the (upright) photo's own all get the same variant, encoded once.
    const ownWidth = (meta.orientation ?? 1) >= 5 ? meta.height! : meta.width!;
    let previous: { target: number; variant: PhotoVariant } | undefined;
    for (const width of PHOTO_WIDTHS) {
      const target = Math.min(width, ownWidth);
      if (previous?.target === target) {
        variants.set(width, previous.variant);
        continue;
      }
      const { data: webp, info } = await decoded
        .clone()
        .resize({ width: target })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      previous = { target, variant: { width: info.width, height: info.height, data: webp } };
      variants.set(width, previous.variant);
    }
  } catch (error) {
    const reason =
      error instanceof Error && /pixel limit/i.test(error.message)
        ? 'is larger than 50 megapixels'
        : 'is damaged or truncated';
    throw new BadRequestException(`${label} ${reason}`);
  }
  return { id: photoId(data), variants };
}
