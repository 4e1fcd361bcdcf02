// /config.json follows each remote's channels.json (release/pointers.js).
import { releasePointers } from '../release/pointers';

const config = {
  apiUrl: 'http://api',
  remotes: {
    storefront: 'http://store.example/mf-manifest.json',
    buyer: 'http://buyer.example/mf-manifest.json',
    seller: 'http://seller.example/mf-manifest.json',
    admin: 'http://admin.example/mf-manifest.json',
  },
  firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
};

type Answer = { status: number; body?: unknown; etag?: string } | Error;

function server(answers: Record<string, Answer>) {
  const requests: { url: string; ifNoneMatch?: string }[] = [];
  const fetch = jest.fn(async (url: string, init: { headers: Record<string, string> }) => {
    requests.push({ url, ifNoneMatch: init.headers['if-none-match'] });
    const answer = answers[url] ?? { status: 404 };
    if (answer instanceof Error) throw answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.etag ? { etag: answer.etag } : {},
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, answers };
}

it('points a remote with a current release at that release, the others at their default build', async () => {
  const { fetch } = server({
    'http://admin.example/channels.json': { status: 200, body: { current: '0.1.0+abcdef0123', history: [] } },
  });
  const followed = await releasePointers({ fetch })(config);
  expect(followed.remotes).toEqual({
    ...config.remotes,
    admin: 'http://admin.example/releases/0.1.0%2Babcdef0123/mf-manifest.json',
  });
  expect(followed.apiUrl).toBe('http://api');
});

it('follows a promote and a rollback on the next request', async () => {
  const { fetch, answers, requests } = server({
    'http://admin.example/channels.json': { status: 200, body: { current: '0.1.0+aaaaaaaaaa' }, etag: 'W/"1"' },
  });
  const follow = releasePointers({ fetch });
  expect((await follow(config)).remotes.admin).toContain('0.1.0%2Baaaaaaaaaa');

  answers['http://admin.example/channels.json'] = { status: 304 };
  expect((await follow(config)).remotes.admin).toContain('0.1.0%2Baaaaaaaaaa');
  expect(requests.filter((r) => r.url.startsWith('http://admin')).at(-1)!.ifNoneMatch).toBe('W/"1"');

  answers['http://admin.example/channels.json'] = { status: 200, body: { current: null, history: [] }, etag: 'W/"2"' };
  expect((await follow(config)).remotes.admin).toBe('http://admin.example/mf-manifest.json');
});

it('keeps the version last seen while the remote host does not answer, and ignores a malformed pointer', async () => {
  const { fetch, answers } = server({
    'http://admin.example/channels.json': { status: 200, body: { current: '0.1.0+aaaaaaaaaa' } },
  });
  const follow = releasePointers({ fetch });
  await follow(config);
  answers['http://admin.example/channels.json'] = new Error('ECONNREFUSED');
  expect((await follow(config)).remotes.admin).toContain('0.1.0%2Baaaaaaaaaa');
  answers['http://admin.example/channels.json'] = { status: 503 };
  expect((await follow(config)).remotes.admin).toContain('0.1.0%2Baaaaaaaaaa');

  answers['http://admin.example/channels.json'] = { status: 200, body: { current: '../../evil.example/x' } };
  expect((await follow(config)).remotes.admin).toBe('http://admin.example/mf-manifest.json');
});
