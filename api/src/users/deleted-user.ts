import type { Types } from 'mongoose';

/** The name a closed account shows wherever it took part: messages, orders, reviews, payments. */
export const DELETED_USER_NAME = 'Deleted user';

/** The unique placeholder a closed account's e-mail becomes (.invalid never resolves: RFC 2606). */
export const deletedUserEmail = (id: Types.ObjectId | string) => `deleted-${id.toString()}@deleted.invalid`;
