import { pageName, type Category } from '@carmarket/shared-ui';
import remote from './remote';
import { categoryLoader } from './features/listings/categoryLoader';

it('declares the storefront routes of the spec under /, with their page titles and access', () => {
  expect(remote).toMatchObject({ name: 'storefront', mount: '/', menu: [] });
  const tesla: Category = { _id: 'c1', category_id: 1, name: 'Tesla', image: '/images/tesla.png' };
  expect(remote.routes.map(({ path, title, access }) => ({ path, title: pageName(title, tesla), access }))).toEqual([
    { path: '', title: 'Home', access: 'public' },
    { path: 'category/:id', title: 'Tesla', access: 'signed-in' }, // named by the category its loader found
    { path: 'blog', title: 'Blog', access: 'public' }, // the shell makes it 'Blog | CarMarket'
  ]);
});

it('checks the category before its page shows, so an unknown id gets the not-found page', () => {
  expect(remote.routes.find((r) => r.path === 'category/:id')?.loader).toBe(categoryLoader);
});
