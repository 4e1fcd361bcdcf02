import { apiClient, ApiError } from '@carmarket/shared-ui';
import { useEffect, useState } from 'react';
import type { ListingDetail } from '../../api/listing-types';

/** One column: the car, or that it is gone (unknown, deleted or withdrawn: 404 or 410). */
export type CompareColumn = { id: string; listing: ListingDetail } | { id: string; listing: null };

export type CompareCars =
  | { state: 'loading' }
  | { state: 'ready'; columns: CompareColumn[] }
  | { state: 'error'; message: string; retry: () => void };

const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

/** Each car's public page data (GET /listings/:id), side by side; a gone car is a column, not an error. */
export function useCompareCars(ids: readonly string[]): CompareCars {
  const key = ids.join(',');
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<CompareCars>({ state: 'loading' });
  useEffect(() => {
    if (!key) return; // nothing to compare: the page says so without asking
    let live = true;
    setResult({ state: 'loading' });
    Promise.all(
      key.split(',').map(async (id): Promise<CompareColumn> => {
        try {
          return { id, listing: await apiClient.get('/listings/{id}', { params: { path: { id } } }) };
        } catch (error) {
          if (isGone(error)) return { id, listing: null };
          throw error;
        }
      }),
    ).then(
      (columns) => live && setResult({ state: 'ready', columns }),
      (error: Error) =>
        live && setResult({ state: 'error', message: error.message, retry: () => setAttempt((n) => n + 1) }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return result;
}
