// useApi on SWR: loaded with the first screen that reads through the cache (./swr.tsx).
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { defaultConfig } from 'swr/_internal';
import type { ApiError } from './errors';
import { cacheDefaults, toastError, type UseApiOptions } from './swr';

export function useSwrApi<T>(
  path: string | null,
  { errorToast, ...options }: UseApiOptions<T>,
): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError>(path, {
    ...cacheDefaults(useSWRConfig(), defaultConfig),
    onError: (err, key) => toastError(key, err, errorToast),
    ...options,
  });
}
