/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// A storefront release can be hosted by a shell built before it: the shared-ui it is given is the
// shell's. Under a shell from before 0043 (no prefetchPage, no preloadPicture) the first screen's
// loaders still answer, and the page reads its list itself.
import { categoryLoader } from './listings/categoryLoader';
import { homeLoader } from './home/homeLoader';

jest.mock('@carmarket/shared-ui', () => ({
  ...jest.requireActual('@carmarket/shared-ui'),
  prefetchPage: undefined,
  preloadPicture: undefined,
}));
jest.mock('./first-screen', () => ({ isFirstScreen: () => true }));
jest.mock('../api/catalogue', () => ({
  fetchCategories: async () => [{ _id: 'c1', category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' }],
}));
jest.mock('./home/home-reads', () => ({ startHomeReads: () => undefined }));
jest.mock('../pages/Home', () => ({}));
jest.mock('../pages/CategoryProducts', () => ({}));

it('the category loader answers the category without a first page', async () => {
  const url = new URL('http://shell/category/1');
  await expect(
    categoryLoader({
      params: { id: '1' },
      request: new Request(url),
      url,
      pattern: '/category/:id',
      context: undefined,
    }),
  ).resolves.toEqual({
    category: { _id: 'c1', category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' },
  });
});

it('the home loader runs without preloading its hero', () => {
  expect(homeLoader()).toBeNull();
});
