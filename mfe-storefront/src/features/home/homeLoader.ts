import { assetUrl, prefetch } from '@carmarket/shared-ui';
import { isFirstScreen } from '../first-screen';
import { HERO_IMAGE } from './hero-image';

/** Before '/' renders: its code, and on a first load its two API reads and the hero picture (its largest paint). */
export function homeLoader(): null {
  void import('../../pages/Home').catch(() => undefined); // a failure shows when the page renders
  if (!isFirstScreen()) return null;
  prefetch('/categories');
  prefetch('/advertise');
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = assetUrl(HERO_IMAGE);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
  return null;
}
