import { apiPath, useApi, useAuth, useServerAnswer, type Order } from '@carmarket/shared-ui';

/** The text for a failed orders load (docs/product.md §8). */
export const ORDERS_LOAD_ERROR = 'Something went wrong';

export const myOrdersPath = (email: string) => apiPath('/orders', { query: { email } });

/** The signed-in buyer's orders, newest first; waits for sign-in before asking. The orders a
 *  server-drawn page carried are shown as they are, not asked for again on its first mount. */
export function useMyOrders() {
  const email = useAuth((state) => state.user?.email);
  const drawn = useServerAnswer<Order[]>(email ? myOrdersPath(email) : null);
  return useApi(email ? '/orders' : null, {
    params: { query: { email } },
    errorToast: ORDERS_LOAD_ERROR,
    ...(drawn && { fallbackData: drawn, revalidateOnMount: false }),
  });
}
