// Pictures the API names: where they are, and asking for one early. No other import: the shell's
// entry uses them before shared-ui has loaded (shell/src/federation/early-reads.ts).

/** An API path ('/photos/…') under the API's URL; a full URL as it is. */
export function assetUrlUnder(apiUrl: string, src: string): string {
  return src.startsWith('/') && !src.startsWith('//') ? apiUrl.replace(/\/+$/, '') + src : src;
}

/** `<link rel="preload" as="image" fetchpriority="high">` for a page's largest paint, once per URL. */
export function preloadPicture(href: string): void {
  if ([...document.head.querySelectorAll('link[rel="preload"]')].some((link) => link.getAttribute('href') === href))
    return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
