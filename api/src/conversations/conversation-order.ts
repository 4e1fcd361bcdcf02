import type { KeyOrder } from '../common/paging/paging';

export const CONVERSATIONS_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 50;

const newestFirst = (field: string): KeyOrder => ({ field, direction: -1, kind: 'date' });
/** The parties' list: the conversation with the latest message first. */
export const BY_LAST_MESSAGE = newestFirst('lastMessageAt');
/** A thread's messages, read newest first a page at a time (and shown oldest first). */
export const BY_CREATED = newestFirst('createdAt');
/** The admins' queue: the latest report first. */
export const BY_REPORTED = newestFirst('reportedAt');
