// The API typed by path: a call names the path as the API's OpenAPI document does
// ('/listings/{id}'), and its parameters, body and answer are the generated ones (api-types.ts),
// never a type the caller asserts. Calls go through openapi-fetch (client.ts), so they share the
// token, the errors (ApiError) and the prefetched answers of every other call.
import {
  createFinalURL,
  createQuerySerializer,
  defaultPathSerializer,
  type MaybeOptionalInit,
  type MethodResponse,
  type ParamsOption,
  type ClientPathsWithMethod,
} from 'openapi-fetch';
import type { paths } from '../api-types';
import { apiFetchPage, openApiClient, prefetchPage, request, type ApiPage } from './client';

type Client = typeof openApiClient;
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** The API's paths that answer `method`, as its document writes them ('/listings/{id}'). */
export type ApiPath<M extends ApiMethod = 'get'> = ClientPathsWithMethod<Client, M>;

/** What a successful call answers (undefined for 204). */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> = MethodResponse<Client, M, P>;

type Operation<M extends ApiMethod, P extends ApiPath<M>> = paths[P][M];

/** `{ params }` of an operation: required when it has path parameters. */
export type ApiParams<M extends ApiMethod, P extends ApiPath<M>> = ParamsOption<Operation<M, P>>;

/** params, body (when the operation takes one) and signal. */
export type ApiInit<M extends ApiMethod, P extends ApiPath<M>> = MaybeOptionalInit<paths[P], M>;
type InitArgs<M extends ApiMethod, P extends ApiPath<M>> =
  undefined extends ApiInit<M, P> ? [init?: ApiInit<M, P>] : [init: ApiInit<M, P>];

/** The items of a list's answer: an array, or the `items` of a `{ items, nextCursor }` page. */
export type ApiItem<P extends ApiPath> =
  ApiAnswer<'get', P> extends readonly (infer I)[]
    ? I
    : ApiAnswer<'get', P> extends { items: readonly (infer I)[] }
      ? I
      : never;

/** Trailing options that must be given when the path has parameters. */
export type WithParams<P extends ApiPath, O> =
  object extends ApiParams<'get', P> ? [options?: O & ApiParams<'get', P>] : [options: O & ApiParams<'get', P>];

const querySerializer = createQuerySerializer();

/**
 * The concrete path of `path` with its parameters ('/listings/abc?limit=12'): the key of the
 * cached answer, what revalidate() matches and what prefetch() starts.
 */
export function apiPath(
  path: keyof paths,
  params?: { path?: Record<string, unknown>; query?: Record<string, unknown> },
): string {
  return createFinalURL(path, {
    baseUrl: '',
    params: params ?? {},
    querySerializer,
    pathSerializer: defaultPathSerializer,
  });
}

function call(method: ApiMethod) {
  return async (path: string, init?: object) => (await request(method, path, init)).data;
}

/**
 * Calls typed by path; each resolves with the answer, or rejects with an ApiError.
 * `apiClient.get('/listings/{id}', { params: { path: { id } } })` is a ListingDetailView.
 */
export const apiClient = {
  get: call('get') as <P extends ApiPath<'get'>>(path: P, ...init: InitArgs<'get', P>) => Promise<ApiAnswer<'get', P>>,
  post: call('post') as <P extends ApiPath<'post'>>(
    path: P,
    ...init: InitArgs<'post', P>
  ) => Promise<ApiAnswer<'post', P>>,
  put: call('put') as <P extends ApiPath<'put'>>(path: P, ...init: InitArgs<'put', P>) => Promise<ApiAnswer<'put', P>>,
  delete: call('delete') as <P extends ApiPath<'delete'>>(
    path: P,
    ...init: InitArgs<'delete', P>
  ) => Promise<ApiAnswer<'delete', P>>,
  /** One page of a list, in either paging style (apiFetchPage). */
  page: (<P extends ApiPath<'get'>>(path: P, ...[init]: WithParams<P, { signal?: AbortSignal }>) =>
    apiFetchPage(apiPath(path, init?.params as never), init?.signal)) as <P extends ApiPath<'get'>>(
    path: P,
    ...init: WithParams<P, { signal?: AbortSignal }>
  ) => Promise<ApiPage<ApiItem<P>>>,
  /** prefetchPage() of the list at `path`: a route loader's head start for the page's first read. */
  prefetchPage: <P extends ApiPath<'get'>>(path: P, ...[options]: WithParams<P, object>) =>
    prefetchPage<ApiItem<P>>(
      apiPath(path, (options as { params?: Parameters<typeof apiPath>[1] } | undefined)?.params),
    ),
};
