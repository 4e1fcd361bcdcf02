// The category loader's head start on the first cards' photos: the same URLs the cards ask for.
import { setRuntimeConfig } from '@carmarket/shared-ui';
import { cardImageUrl, PRIORITY_CARDS, preloadCardImages } from './card-images';

beforeAll(() =>
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  }),
);

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('href'),
    (link as HTMLLinkElement).as,
    link.getAttribute('fetchpriority'),
  ]);

it("preloads the priority cards' photos, at high priority, once each", () => {
  const cars = ['/photos/a/800.webp', '/photos/b/800.webp', '/photos/c/800.webp'].map((image) => ({ image }));
  preloadCardImages(cars);
  preloadCardImages(cars);
  expect(PRIORITY_CARDS).toBe(2);
  expect(preloads()).toEqual([
    ['http://api.test/photos/a/800.webp', 'image', 'high'],
    ['http://api.test/photos/b/800.webp', 'image', 'high'],
  ]);
  expect(cardImageUrl(cars[0])).toBe('http://api.test/photos/a/800.webp');
});
