// The API answers a server-drawn page was drawn with (the render server writes them into the page
// as a JSON data block, by path): the browser's first reads take them instead of asking the API
// again, so its first render shows what the server's HTML shows. Each is taken once; later reads go
// to the API as always.

/** The id of the page's data block (written by the shell's render server, shell/server/document.ts). */
export const PAGE_DATA_ID = 'carmarket-page-data';

let answers: Record<string, unknown> | null | undefined;

function pageAnswers(): Record<string, unknown> | null {
  if (answers !== undefined) return answers;
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  try {
    answers = block?.textContent ? (JSON.parse(block.textContent) as Record<string, unknown>) : null;
  } catch {
    answers = null;
  }
  return answers;
}

/** Whether this page came drawn from the server (its markup is in #root). */
export const isServerDrawn = (): boolean => pageAnswers() !== null;

/**
 * Every answer the page was drawn with, by path, as they were before any was taken: the API
 * cache's fallback while the page hydrates, so its reads draw what the server's did.
 */
export const serverAnswers = (): Record<string, unknown> => ({ ...pageAnswers() });

/** The answer to GET `path` the page was drawn with, once; undefined when there is none (any more). */
export function takeServerData<T>(path: string): T | undefined {
  const all = pageAnswers();
  if (!all || !(path in all)) return undefined;
  const answer = all[path] as T;
  delete all[path];
  return answer;
}
