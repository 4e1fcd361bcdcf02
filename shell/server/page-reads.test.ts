/** @jest-environment node */
import { PageReads, type ApiGet, type TaggedRead } from './page-reads';

/** An API of two answers; `version` is the listing's ETag, and a read naming it gets a 304. */
function api(version: { listing: string }) {
  const asked: { path: string; ifNoneMatch?: string }[] = [];
  const get: ApiGet = async (path, ifNoneMatch) => {
    asked.push({ path, ...(ifNoneMatch && { ifNoneMatch }) });
    const answers: Record<string, TaggedRead> = {
      '/listings/1': { status: 200, body: { price: 1 }, etag: version.listing },
      '/me': { status: 200, body: { uid: 'u1' }, etag: null },
      '/listings/gone': { status: 410, body: { message: 'gone' }, etag: null },
    };
    const answer = answers[path] ?? { status: 404, body: null, etag: null };
    return answer.etag && ifNoneMatch === answer.etag ? { status: 304, body: null, etag: answer.etag } : answer;
  };
  return { asked, get };
}

describe('PageReads', () => {
  it('reads a path once however often the page asks for it', async () => {
    const { asked, get } = api({ listing: 'W/"a"' });
    const reads = new PageReads(get);
    const [viewer, again] = await Promise.all([reads.read('/me'), reads.read('/me')]);
    expect(again).toBe(viewer);
    expect(asked).toEqual([{ path: '/me' }]);
  });

  it('names what a page was drawn from, or nothing when one answer has no ETag or is not a 200', async () => {
    const { get } = api({ listing: 'W/"a"' });
    const drawn = new PageReads(get);
    await drawn.read('/listings/1');
    expect(await drawn.validators()).toEqual([{ path: '/listings/1', etag: 'W/"a"' }]);
    await drawn.read('/me');
    expect(await drawn.validators()).toBeNull();
    const gone = new PageReads(get);
    await gone.read('/listings/gone');
    expect(await gone.validators()).toBeNull();
    expect(await new PageReads(get).validators()).toEqual([]); // a page that read nothing
  });

  it('revalidates with conditional reads, and hands the render the answers that changed', async () => {
    const version = { listing: 'W/"a"' };
    const { asked, get } = api(version);
    expect(await new PageReads(get).unchanged([{ path: '/listings/1', etag: 'W/"a"' }])).toBe(true);
    version.listing = 'W/"b"';
    const reads = new PageReads(get);
    expect(await reads.unchanged([{ path: '/listings/1', etag: 'W/"a"' }])).toBe(false);
    expect(await reads.read('/listings/1')).toMatchObject({ status: 200, etag: 'W/"b"' });
    expect(asked).toEqual([
      { path: '/listings/1', ifNoneMatch: 'W/"a"' },
      { path: '/listings/1', ifNoneMatch: 'W/"a"' },
    ]);
  });
});
