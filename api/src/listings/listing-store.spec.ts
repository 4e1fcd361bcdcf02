import { changesCounts } from './listing-store';

describe('changesCounts: which writes make the cached totals stale', () => {
  it.each([
    ['a hold', { $set: { isSold: true, heldAt: new Date() } }],
    ['a payment', { $set: { isSold: true, isPaid: true } }],
    ['a withdrawal', { $set: { withdrawn: { at: new Date(), reason: 'deleted' } }, $unset: { givenImage: 1 } }],
    ['a relisting', { $unset: { withdrawn: 1 } }],
    ['a new price', { $set: { sale_price: 30 }, $push: { priceHistory: { price: 30, at: new Date() } } }],
    ['a fact removed', { $unset: { mileage: 1 } }],
  ])('%s does', (_, update) => {
    expect(changesCounts(update)).toBe(true);
  });

  it.each([
    ['a rating', { $set: { rating: {}, dealKey: 1 } }],
    ['new photos', { $set: { photos: [], image: '/x' }, $unset: { givenImage: 1 } }],
    ['a report', { $set: { isReported: true } }],
    ['an advert', { $set: { isAdvertised: true } }],
    ["the seller's tick", { $set: { isVerified: true } }],
    ['a hold taken over', { $set: { heldAt: new Date() } }],
    ['queued notifications', { $push: { outbox: { $each: [] } } }],
  ])('%s does not', (_, update) => {
    expect(changesCounts(update)).toBe(false);
  });
});
