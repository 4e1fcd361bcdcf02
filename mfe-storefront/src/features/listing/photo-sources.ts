// How the listing page asks for its photos: the API's paths made absolute, and the width the
// large photo takes. Shared by the gallery and the route loader's preload, which must match it
// exactly for the browser to reuse the preloaded bytes.
import { assetUrl } from '@carmarket/shared-ui';
import type { PhotoView } from '../../api/listing-types';

/** The large photo's width on the page: the whole width on phones, the left column on wide screens. */
export const LARGE_SIZES = '(min-width: 960px) 720px, 100vw';

/** The API's photo paths ('/photos/…') made absolute, in `srcset` syntax. */
export function absoluteSrcset(srcset: string): string {
  return srcset
    .split(',')
    .map((candidate) => {
      const [url, descriptor] = candidate.trim().split(/\s+/);
      return descriptor ? `${assetUrl(url)} ${descriptor}` : assetUrl(url);
    })
    .join(', ');
}

/**
 * Starts the cover's download as soon as the listing is known, before the page's code has run:
 * it is the page's largest paint.
 */
export function preloadCover(cover: PhotoView | undefined): void {
  if (!cover || document.head.querySelector(`link[rel="preload"][href="${assetUrl(cover.src)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = assetUrl(cover.src);
  link.setAttribute('imagesrcset', absoluteSrcset(cover.srcset));
  link.setAttribute('imagesizes', LARGE_SIZES);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
