/** @jest-environment node */
// The seller remote's server module: Add A Product with the categories and the seller's account,
// My Products with the seller's cars under the key the browser's hook reads; My Buyers left to the browser.
import type { ServerRenderContext } from '@carmarket/shared-ui';
import { myProductsPath } from './api/seller-api';
import server from './server';

const SAM = { uid: 'u1', email: 'sam@example.com', name: 'Sam Carter', emailVerified: true, role: 'Seller' as const };

function contextWith(status = 200) {
  const reads: string[] = [];
  const context: ServerRenderContext = {
    read: async (path) => (reads.push(path), { status, body: [{ path }] }),
    publicAppUrl: 'https://cars.example',
    publicApiUrl: 'https://api.cars.example',
    viewer: SAM,
  };
  return { context, reads };
}

it("draws Add A Product and My Products with what they show, under the browser's keys", async () => {
  const { context, reads } = contextWith();
  const add = await server.render(new URL('https://cars.example/dashboard/add_product'), context);
  expect(add?.head.title).toBe('Add A Product | CarMarket');
  expect(Object.keys(add!.data)).toEqual(['/categories', '/me']);

  const mine = myProductsPath({ displayName: 'Sam Carter', email: SAM.email });
  const products = await server.render(new URL('https://cars.example/dashboard/products'), context);
  expect(products?.head.title).toBe('My Products | CarMarket');
  expect(Object.keys(products!.data)).toEqual([mine, '/me']);
  expect(reads).toEqual(['/categories', '/me', mine, '/me']);

  expect(await server.render(new URL('https://cars.example/dashboard/my_buyers'), context)).toBeNull();
});

it('throws when a read is refused: the page is then the browser’s', async () => {
  const { context } = contextWith(403);
  await expect(server.render(new URL('https://cars.example/dashboard/products'), context)).rejects.toThrow(
    'answered 403',
  );
});
