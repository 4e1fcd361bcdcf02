// What the API takes as a photo, checked before uploading so the seller hears at once.
export const MAX_PHOTOS = 10;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

/** Why this file cannot be a photo, or null when it can. */
export function photoProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a JPEG, PNG, WebP or AVIF image`;
  if (file.size > MAX_PHOTO_BYTES) return `${file.name} is larger than 10 MB`;
  return null;
}
