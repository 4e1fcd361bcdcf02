// A fake API's answer to a list the API pages: `size` rows a page, X-Total-Count, and a Link
// rel="next" with a cursor while more remain.
import type { ApiCall, Reply } from '@carmarket/shared-ui/test/fake-api';

/** Pages of `rows()` as they are when each request arrives. */
export function pages<T>(rows: () => T[], size: number) {
  return (call: ApiCall): Reply => {
    const url = new URL(call.url, 'http://api');
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const all = rows();
    const next = start + size < all.length ? `<${url.pathname}?cursor=${start + size}>; rel="next"` : undefined;
    return {
      status: 200,
      body: all.slice(start, start + size),
      headers: { 'X-Total-Count': String(all.length), ...(next && { Link: next }) },
    };
  };
}
