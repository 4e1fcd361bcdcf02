import type { ConversationView, PartyView } from '@carmarket/shared-ui';

/** The party of the conversation who is not `meId`, with the part they play in it. */
export function otherParty(c: ConversationView, meId: string | undefined): PartyView & { part: 'Buyer' | 'Seller' } {
  return meId === c.seller._id ? { ...c.buyer, part: 'Buyer' } : { ...c.seller, part: 'Seller' };
}
