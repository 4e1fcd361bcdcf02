/** @jest-environment node */
import { PageCache, type KeptPage, type Revalidated, type Validator } from './page-cache';

/**
 * A page drawn from one API answer whose ETag is `version()`: a revalidation reuses the kept page
 * when the version is the one it was drawn from, as the API's 304 says.
 */
function drawing(version: () => string) {
  const calls = { draws: 0, revalidations: 0 };
  const revalidate = async (kept: KeptPage<string> | undefined): Promise<Revalidated<string>> => {
    calls.revalidations++;
    const validators: Validator[] = [{ path: '/listings/1', etag: version() }];
    if (kept && kept.validators[0].etag === version()) return { reused: true };
    calls.draws++;
    return { reused: false, value: `page ${calls.draws} of ${version()}`, validators };
  };
  return { calls, revalidate };
}

describe('PageCache', () => {
  it('reuses a kept page while its data holds, and draws it anew once the data changed', async () => {
    let version = 'v1';
    const cache = new PageCache<string>({ maxAgeMs: 60_000 });
    const { calls, revalidate } = drawing(() => version);
    expect(await cache.get('/car/1', revalidate)).toBe('page 1 of v1');
    expect(await cache.get('/car/1', revalidate)).toBe('page 1 of v1');
    version = 'v2'; // e.g. the price changed, or the car was deleted
    expect(await cache.get('/car/1', revalidate)).toBe('page 2 of v2');
    expect(await cache.get('/car/2', revalidate)).toBe('page 3 of v2'); // another key is another page
    expect(calls).toEqual({ draws: 3, revalidations: 4 });
  });

  it('hands requests that come during a revalidation the next one, started after it, never the one in flight', async () => {
    const cache = new PageCache<string>({ maxAgeMs: 60_000 });
    const finishes: ((page: Revalidated<string>) => void)[] = [];
    const revalidate = () => new Promise<Revalidated<string>>((done) => finishes.push(done));
    const first = cache.get('/car/1', revalidate);
    // Both come while the first read is in flight: it may have read the car before their visitor's change.
    const later = [cache.get('/car/1', revalidate), cache.get('/car/1', revalidate)];
    expect(finishes).toHaveLength(1);
    finishes[0]({ reused: false, value: 'before the change', validators: null });
    expect(await first).toBe('before the change');
    await new Promise((done) => setImmediate(done));
    expect(finishes).toHaveLength(2); // one more, shared by both
    finishes[1]({ reused: false, value: 'after the change', validators: null });
    expect(await Promise.all(later)).toEqual(['after the change', 'after the change']);
    // Nothing in flight any more: the next request starts its own at once.
    const next = cache.get('/car/1', revalidate);
    expect(finishes).toHaveLength(3);
    finishes[2]({ reused: false, value: 'next', validators: null });
    expect(await next).toBe('next');
  });

  it('hands a page to no revalidation past its age: it is drawn anew', async () => {
    let now = 0;
    const cache = new PageCache<string>({ maxAgeMs: 2_000, now: () => now });
    const { calls, revalidate } = drawing(() => 'v1');
    await cache.get('/car/1', revalidate);
    now = 1_999;
    await cache.get('/car/1', revalidate);
    expect(calls.draws).toBe(1);
    now = 2_000;
    expect(await cache.get('/car/1', revalidate)).toBe('page 2 of v1');
  });

  it('with no age to keep, keeps nothing: every revalidation draws', async () => {
    const cache = new PageCache<string>({ maxAgeMs: 0 });
    const { calls, revalidate } = drawing(() => 'v1');
    await cache.get('/car/1', revalidate);
    await cache.get('/car/1', revalidate);
    expect(calls.draws).toBe(2);
  });

  it('keeps neither a page without validators nor a failure: the next request draws again', async () => {
    const cache = new PageCache<string>({ maxAgeMs: 60_000 });
    const seen: (KeptPage<string> | undefined)[] = [];
    const fallback = async (kept: KeptPage<string> | undefined): Promise<Revalidated<string>> => {
      seen.push(kept);
      return { reused: false, value: 'fallback', validators: null };
    };
    await cache.get('/car/1', fallback);
    await cache.get('/car/1', fallback);
    expect(seen).toEqual([undefined, undefined]);
    const { revalidate } = drawing(() => 'v1');
    await cache.get('/car/2', revalidate);
    await expect(cache.get('/car/2', () => Promise.reject(new Error('broke')))).rejects.toThrow('broke');
    expect(await cache.get('/car/2', revalidate)).toBe('page 2 of v1'); // the kept one went with the failure
  });

  it('holds at most maxEntries pages, dropping the least recently used', async () => {
    const cache = new PageCache<string>({ maxAgeMs: 60_000, maxEntries: 2 });
    const { calls, revalidate } = drawing(() => 'v1');
    await cache.get('a', revalidate);
    await cache.get('b', revalidate);
    await cache.get('a', revalidate); // used: 'b' is now the least recent
    await cache.get('c', revalidate);
    expect(calls.draws).toBe(3);
    await cache.get('a', revalidate);
    expect(calls.draws).toBe(3);
    await cache.get('b', revalidate); // dropped, drawn again
    expect(calls.draws).toBe(4);
  });
});
