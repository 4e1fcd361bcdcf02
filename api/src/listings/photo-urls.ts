// Where a listing photo is served: one home for the widths and the URL shape, which PhotosService
// encodes and serves and the views hand to the pages (paths on this API, prefixed by the client
// like /static/... images).

/** Widths of the WebP variants of every photo, in pixels, smallest first. */
export const PHOTO_WIDTHS = [320, 800, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** The variant cards and the listing's `image` use. */
export const COVER_WIDTH: PhotoWidth = 800;

export const photoUrl = (id: string, width: PhotoWidth): string => `/photos/${id}/${width}.webp`;

export const photoSrcset = (id: string): string => PHOTO_WIDTHS.map((w) => `${photoUrl(id, w)} ${w}w`).join(', ');
