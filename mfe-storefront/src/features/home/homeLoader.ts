import { assetUrl, preloadPicture } from '@carmarket/shared-ui';
import { isFirstScreen } from '../first-screen';
import { HERO_IMAGE } from './hero-image';
import { startHomeReads } from './home-reads';

/** Before '/' renders: its code and its two API reads, and on a first load the hero picture (its largest paint). */
export function homeLoader(): null {
  void import('../../pages/Home').catch(() => undefined); // a failure shows when the page renders
  startHomeReads();
  // Optional call: a shell built before 0043 shares a shared-ui without preloadPicture.
  if (isFirstScreen()) preloadPicture?.(assetUrl(HERO_IMAGE));
  return null;
}
