// The sitemap protocol's XML (https://www.sitemaps.org/protocol.html), written as text a piece at a
// time so a file of 50,000 URLs is streamed, never built whole.

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
/** Text is handed on in pieces of about this size: few writes, little held at once. */
const CHUNK_CHARS = 16 * 1024;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data (the protocol asks for the five entities to be escaped in URLs). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const urlEntry = ({ loc, lastmod }: SitemapUrl): string =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

/** A sitemap index naming these files (absolute URLs). */
export function sitemapIndex(files: string[]): string {
  const entries = files.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${DECLARATION}<sitemapindex xmlns="${XMLNS}">\n${entries}</sitemapindex>\n`;
}

/** A sitemap file of these URLs, as text pieces while `urls` yields them. */
export async function* urlSet(urls: AsyncIterable<SitemapUrl> | Iterable<SitemapUrl>): AsyncGenerator<string> {
  let pending = `${DECLARATION}<urlset xmlns="${XMLNS}">\n`;
  for await (const url of urls) {
    pending += urlEntry(url);
    if (pending.length >= CHUNK_CHARS) {
      yield pending;
      pending = '';
    }
  }
  yield `${pending}</urlset>\n`;
}
