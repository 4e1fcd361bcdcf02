/** @jest-environment node */
import { PageCache } from './page-cache';

const kept = () => true;

describe('PageCache', () => {
  it('serves a page again within its time, and draws it anew after', async () => {
    let now = 0;
    const cache = new PageCache<string>({ ttlMs: 2_000, now: () => now });
    let draws = 0;
    const draw = async () => `page ${++draws}`;
    expect(await cache.get('/car/1', draw, kept)).toBe('page 1');
    now = 1_999;
    expect(await cache.get('/car/1', draw, kept)).toBe('page 1');
    expect(await cache.get('/car/2', draw, kept)).toBe('page 2'); // another key is another page
    now = 2_000;
    expect(await cache.get('/car/1', draw, kept)).toBe('page 3');
  });

  it('draws once for requests that come while it is drawn', async () => {
    const cache = new PageCache<string>({ ttlMs: 2_000 });
    let finish!: (page: string) => void;
    let draws = 0;
    const draw = () => {
      draws++;
      return new Promise<string>((done) => (finish = done));
    };
    const waiting = [cache.get('/car/1', draw, kept), cache.get('/car/1', draw, kept)];
    finish('page');
    expect(await Promise.all(waiting)).toEqual(['page', 'page']);
    expect(draws).toBe(1);
  });

  it('with no time to keep, shares only the render in progress: a request after it draws anew', async () => {
    const cache = new PageCache<string>({ ttlMs: 0 });
    let finish!: (page: string) => void;
    let draws = 0;
    const draw = () => {
      draws++;
      return new Promise<string>((done) => (finish = done));
    };
    const waiting = [cache.get('/car/1', draw, kept), cache.get('/car/1', draw, kept)];
    finish('page 1');
    expect(await Promise.all(waiting)).toEqual(['page 1', 'page 1']);
    const after = cache.get('/car/1', draw, kept);
    finish('page 2'); // e.g. the car was deleted meanwhile: the page says so at once
    expect(await after).toBe('page 2');
    expect(draws).toBe(2);
  });

  it('keeps neither a page it is told not to keep nor a failure: the next request draws again', async () => {
    const cache = new PageCache<string>({ ttlMs: 60_000 });
    let draws = 0;
    const fallback = async () => `fallback ${++draws}`;
    const notFallback = (page: string) => !page.startsWith('fallback');
    expect(await cache.get('/car/1', fallback, notFallback)).toBe('fallback 1');
    expect(await cache.get('/car/1', fallback, notFallback)).toBe('fallback 2');
    await expect(cache.get('/car/2', () => Promise.reject(new Error('broke')), kept)).rejects.toThrow('broke');
    expect(await cache.get('/car/2', async () => 'drawn', kept)).toBe('drawn');
  });

  it('holds at most maxEntries pages, dropping the oldest', async () => {
    const cache = new PageCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    let draws = 0;
    const draw = async () => `page ${++draws}`;
    for (const key of ['a', 'b', 'c']) await cache.get(key, draw, kept);
    expect(await cache.get('c', draw, kept)).toBe('page 3');
    expect(await cache.get('a', draw, kept)).toBe('page 4'); // dropped, drawn again
  });
});
