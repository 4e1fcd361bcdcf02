/** @jest-environment node */
// The admin remote's server module: All Sellers with the first page of sellers as the browser's
// paged list reads it (its next page and total from the paging headers); other screens left to the browser.
import type { ServerRenderContext } from '@carmarket/shared-ui';
import server from './server';

const ADA = { uid: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true, role: 'Admin' as const };

it('draws All Sellers with the first page of sellers, its next page and total', async () => {
  const reads: string[] = [];
  const context: ServerRenderContext = {
    read: async (path) => {
      reads.push(path);
      return {
        status: 200,
        body: [{ _id: 's1', name: 'Sam' }],
        headers: { link: '</seller?after=s1>; rel="next"', 'x-total-count': '7' },
      };
    },
    publicAppUrl: 'https://cars.example',
    publicApiUrl: 'https://api.cars.example',
    viewer: ADA,
  };
  const page = await server.render(new URL('https://cars.example/dashboard/all_sellers'), context);
  expect(page?.status).toBe(200);
  expect(page?.data).toEqual({
    '/seller': { items: [{ _id: 's1', name: 'Sam' }], next: '/seller?after=s1', total: 7 },
  });
  expect(reads).toEqual(['/seller']);
  expect(await server.render(new URL('https://cars.example/dashboard/all_buyers'), context)).toBeNull();
});
