import { ApiError } from '@carmarket/shared-ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { fetchSellerPage, type SellerPage } from '../../api/seller';

/** 404 for the shell's not-found page (contract: a loader throws a 404 Response). */
const notFound = () => new Response('Seller not found', { status: 404, statusText: 'Not Found' });

/** Runs before /seller/:id shows (the shell holds the page's place meanwhile): the page's data, or not-found. */
export async function sellerLoader({ params }: LoaderFunctionArgs): Promise<SellerPage> {
  const id = params.id ?? '';
  if (!/^[0-9a-f]{24}$/i.test(id)) throw notFound();
  const [page] = await Promise.all([
    fetchSellerPage(id).catch((error: unknown) => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }),
    import(/* webpackChunkName: "seller" */ '../../pages/SellerPage'),
  ]);
  return page;
}
