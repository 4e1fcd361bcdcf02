import { escapeXml, sitemapIndex, urlSet } from './sitemap-xml';

const text = async (pieces: AsyncIterable<string>) => {
  let all = '';
  for await (const piece of pieces) all += piece;
  return all;
};

describe('sitemap XML', () => {
  it('escapes the five XML entities', () => {
    expect(escapeXml(`https://a.test/?q=1&r="x"<'y'>`)).toBe(
      'https://a.test/?q=1&amp;r=&quot;x&quot;&lt;&apos;y&apos;&gt;',
    );
  });

  it('writes an index naming each file', () => {
    expect(sitemapIndex(['https://a.test/sitemaps/pages.xml', 'https://a.test/sitemaps/listings-1.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://a.test/sitemaps/pages.xml</loc></sitemap>\n' +
        '<sitemap><loc>https://a.test/sitemaps/listings-1.xml</loc></sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('writes a URL set with lastmod where known, in pieces of bounded size', async () => {
    const at = new Date('2026-11-27T10:00:00Z');
    expect(await text(urlSet([{ loc: 'https://a.test/', lastmod: at }, { loc: 'https://a.test/blog?a&b' }]))).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://a.test/</loc><lastmod>2026-11-27T10:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://a.test/blog?a&amp;b</loc></url>\n' +
        '</urlset>\n',
    );
    const many = Array.from({ length: 5000 }, (_, i) => ({ loc: `https://a.test/listing/${i}` }));
    const pieces: string[] = [];
    for await (const piece of urlSet(many)) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(5);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThan(17 * 1024);
  });
});
