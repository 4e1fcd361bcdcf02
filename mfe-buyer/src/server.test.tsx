/** @jest-environment node */
// The buyer remote's server module: My Orders for the session's viewer, read with the key the
// browser's orders hook reads; every other screen, and a visitor without a viewer, left to the browser.
import type { ServerRead, ServerRenderContext } from '@carmarket/shared-ui';
import { myOrdersPath } from './api/useMyOrders';
import server from './server';

const ANN = { uid: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true, role: 'Buyer' as const };

function contextWith(answers: Record<string, ServerRead>, viewer: ServerRenderContext['viewer'] = ANN) {
  const reads: string[] = [];
  const context: ServerRenderContext = {
    read: async (path) => (reads.push(path), answers[path] ?? { status: 404, body: null }),
    publicAppUrl: 'https://cars.example',
    publicApiUrl: 'https://api.cars.example',
    viewer,
  };
  return { context, reads };
}

it("draws My Orders with the viewer's own orders, under the key the browser reads", async () => {
  const orders = [{ _id: 'o1', carName: 'Civic' }];
  const { context, reads } = contextWith({ [myOrdersPath(ANN.email)]: { status: 200, body: orders } });
  const page = await server.render(new URL('https://cars.example/dashboard'), context);
  expect(page?.status).toBe(200);
  expect(page?.head.title).toBe('My Orders | CarMarket');
  expect(page?.data).toEqual({ '/orders?email=ann%40example.com': orders });
  expect(reads).toEqual(['/orders?email=ann%40example.com']);
});

it('leaves the other screens and a visitor without a viewer to the browser, and a refused read throws', async () => {
  const { context, reads } = contextWith({});
  expect(await server.render(new URL('https://cars.example/dashboard/wishlist'), context)).toBeNull();
  expect(await server.render(new URL('https://cars.example/dashboard'), { ...context, viewer: null })).toBeNull();
  expect(reads).toEqual([]);
  await expect(server.render(new URL('https://cars.example/dashboard'), context)).rejects.toThrow('answered 404');
});
