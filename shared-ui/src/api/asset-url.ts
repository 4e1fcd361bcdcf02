// Where a picture the API names is, with no other import: the shell's entry uses it before
// shared-ui has loaded (shell/src/federation/early-reads.ts).

/** An API path ('/photos/…') under the API's URL; a full URL as it is. */
export function assetUrlUnder(apiUrl: string, src: string): string {
  return src.startsWith('/') && !src.startsWith('//') ? apiUrl.replace(/\/+$/, '') + src : src;
}
