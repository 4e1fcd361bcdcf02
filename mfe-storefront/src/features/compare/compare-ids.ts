// What a /compare link asks for: its ids, or why it cannot be shown. Read from the URL only, so
// the page can be shared.
import { COMPARE_LIMIT } from './compare-list';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

export type CompareRequest =
  | { kind: 'cars'; ids: string[] }
  | { kind: 'none' }
  | { kind: 'too-many'; count: number }
  | { kind: 'malformed'; bad: string[] };

/** The ids of `?ids=a,b,c` (a repeated id counts once). */
export function compareRequest(params: URLSearchParams): CompareRequest {
  const ids = [
    ...new Set(
      params
        .getAll('ids')
        .flatMap((value) => value.split(','))
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return { kind: 'none' };
  const bad = ids.filter((id) => !OBJECT_ID.test(id));
  if (bad.length) return { kind: 'malformed', bad };
  if (ids.length > COMPARE_LIMIT) return { kind: 'too-many', count: ids.length };
  return { kind: 'cars', ids };
}
