import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { EmptyState, ErrorState, type ApiError, type EmptyStateProps } from '@carmarket/shared-ui';

export interface ApiContentProps<T> {
  /** What useApi returned. */
  result: Pick<SWRResponse<T, ApiError>, 'data' | 'error' | 'mutate'>;
  /** Shown until the first answer (skeletons of the content's shape). */
  loading: ReactNode;
  /** Shown instead of `children` when the answer is an empty list. */
  empty: EmptyStateProps;
  children: (data: T) => ReactNode;
}

/**
 * The four states of a screen fed by one GET: loading, failed (with Retry), an empty list, and
 * the data. Data already shown stays while a refetch runs or fails (the toast tells of the failure).
 */
export function ApiContent<T>({ result: { data, error, mutate }, loading, empty, children }: ApiContentProps<T>) {
  if (data === undefined) {
    return error ? <ErrorState message={error.message} onRetry={() => void mutate()} /> : <>{loading}</>;
  }
  if (Array.isArray(data) && data.length === 0) return <EmptyState {...empty} />;
  return <>{children(data)}</>;
}
