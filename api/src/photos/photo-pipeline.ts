// Turns one uploaded file into the WebP variants the API serves. Every byte is decoded and
// re-encoded by sharp, so nothing of the upload but its pixels survives: no EXIF (GPS, camera
// serials), no ICC tricks, no polyglot payloads. Orientation is applied before EXIF is dropped.
import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_WIDTHS, type PhotoWidth } from '../listings/photo-urls';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Below this many pixels a decode is cheap whatever the file's size: the pixels-per-byte bound starts here. */
const CHEAP_PIXELS = 1_000_000;
/** Bumped when the encoding changes, so new output never reuses an old (immutable) URL. */
const PIPELINE_VERSION = 'webp-q80-v2';
const WEBP_QUALITY = 80;

/** What an upload may claim before it is decoded (configured: PHOTO_MAX_MEGAPIXELS, PHOTO_MAX_PIXELS_PER_BYTE). */
export interface PhotoLimits {
  maxPixels: number;
  maxPixelsPerByte: number;
}

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

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;

/**
 * Reads only the header and refuses what should not be decoded: 415 (not an accepted image), 413
 * (too big), 400 (too many pixels, or far more pixels than such a small file can honestly hold).
 */
export async function checkPhoto(data: Buffer, filename: string, limits: PhotoLimits): Promise<Metadata> {
  const label = filename ? `"${filename}"` : 'A photo';
  if (data.length > MAX_PHOTO_BYTES) throw new PayloadTooLargeException(`${label} is larger than 10 MB`);
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeException(`${label} is not a JPEG, PNG, WebP or AVIF image`);
  }
  if (!isAcceptedFormat(meta) || !meta.width || !meta.height)
    throw new UnsupportedMediaTypeException(`${label} is not a JPEG, PNG, WebP or AVIF image`);
  const pixels = meta.width * meta.height;
  if (pixels > limits.maxPixels)
    throw new BadRequestException(`${label} is larger than ${megapixels(limits.maxPixels)}`);
  if (pixels > CHEAP_PIXELS && pixels / data.length > limits.maxPixelsPerByte) {
    throw new BadRequestException(
      `${label} claims ${meta.width}×${meta.height} pixels in only ${data.length} bytes; it is not a photo`,
    );
  }
  return meta;
}

/**
 * Decodes a checked file once (upright, shrunk to the largest width served) and encodes every
 * variant from those pixels. Stops between steps once `signal` aborts (the uploader went away).
 * Throws 400 when the file is damaged or truncated.
 */
export async function encodePhoto(
  data: Buffer,
  filename: string,
  meta: Metadata,
  limits: PhotoLimits,
  signal?: AbortSignal,
): Promise<EncodedPhoto> {
  const label = filename ? `"${filename}"` : 'A photo';
  const variants = new Map<PhotoWidth, PhotoVariant>();
  try {
    // Never enlarged: widths past the (upright) photo's own all get the same variant, encoded once.
    const ownWidth = (meta.orientation ?? 1) >= 5 ? meta.height! : meta.width!;
    const largest = Math.min(PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], ownWidth);
    signal?.throwIfAborted();
    // failOn 'truncated' and above: a cut-off or corrupt file is refused, not half-grey.
    const decoded = await sharp(data, { limitInputPixels: limits.maxPixels, failOn: 'truncated' })
      .rotate()
      .resize({ width: largest })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels } };
    let previous: { target: number; variant: PhotoVariant } | undefined;
    for (const width of PHOTO_WIDTHS) {
      const target = Math.min(width, largest);
      if (previous?.target === target) {
        variants.set(width, previous.variant);
        continue;
      }
      signal?.throwIfAborted();
      let image = sharp(decoded.data, pixels);
      if (target !== decoded.info.width) image = image.resize({ width: target });
      const { data: webp, info } = await image.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
      previous = { target, variant: { width: info.width, height: info.height, data: webp } };
      variants.set(width, previous.variant);
    }
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    const reason =
      error instanceof Error && /pixel limit/i.test(error.message)
        ? `is larger than ${megapixels(limits.maxPixels)}`
        : 'is damaged or truncated';
    throw new BadRequestException(`${label} ${reason}`);
  }
  return { id: photoId(data), variants };
}
