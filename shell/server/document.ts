// The served page: the shell's built index.html (its scripts, its inline start-up script, the
// runtime config block) with a server render put in: the head the page asked for, its styles, the
// markup in #root and the page's API answers as a data block. Every value that came from a user or
// the API is escaped here: text and attributes as HTML, data blocks so nothing can close them.
import { PAGE_DATA_ID, VIEWER_DATA_ID, type PageHead, type ServerViewer } from '@carmarket/shared-ui';
import type { RenderedTree } from './render-tree';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or an attribute value as HTML. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/**
 * JSON inside a <script> element: no '<' (so no '</script>' or '<!--' can end or bend the element)
 * and no U+2028/U+2029 (line terminators in older JavaScript parsers). Still the same JSON.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', 'CarMarket'),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('');
}

export interface DocumentParts {
  head: PageHead;
  tree: RenderedTree;
  data: Record<string, unknown>;
  /** When the page was drawn (ISO 8601, UTC): dates on it are formatted against this. */
  renderedAt: string;
  /** Whom it was drawn for (null: anyone); a person's page is kept out of search engines. */
  viewer?: ServerViewer | null;
}

// The built page is minified (attribute quotes dropped where HTML allows): match either form.
const DESCRIPTION = /<meta name="?description"? content=("[^"]*"|[^\s>]*)\s*\/?>/;
const ROOT = /<div id="?root"?><\/div>/;

/** The shell's page (with its config block already in) carrying a server render. */
export function pageWithRender(template: string, parts: DocumentParts): string {
  const { head, tree, data, renderedAt, viewer = null } = parts;
  const noindex = viewer ? '<meta name="robots" content="noindex" />' : '';
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace(
      '</head>',
      () =>
        `${headTags(head)}${noindex}<meta name="carmarket-rendered-at" content="${escapeHtml(renderedAt)}" />${tree.styles}</head>`,
    )
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(
      ROOT,
      () =>
        `<div id="root">${tree.html}</div><script id="${PAGE_DATA_ID}" type="application/json">${jsonForScript(data)}</script>` +
        `<script id="${VIEWER_DATA_ID}" type="application/json">${jsonForScript(viewer)}</script>`,
    );
}
