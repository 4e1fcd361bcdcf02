import { listingStatus } from './listing-status';

const withdrawn = (reason: 'deleted' | 'sold-elsewhere') => ({ at: new Date('2026-01-01'), reason });

describe('listingStatus', () => {
  it('is available while not held and not paid', () => {
    expect(listingStatus({ isSold: false, isPaid: false })).toBe('available');
  });

  it('is booked while a booking holds it unpaid', () => {
    expect(listingStatus({ isSold: true, isPaid: false })).toBe('booked');
  });

  it('is sold once its booking is paid', () => {
    expect(listingStatus({ isSold: true, isPaid: true })).toBe('sold');
  });

  it('is withdrawn when its seller marked it sold elsewhere', () => {
    expect(listingStatus({ isSold: false, isPaid: false, withdrawn: withdrawn('sold-elsewhere') })).toBe('withdrawn');
  });

  it('is withdrawn once deleted, held or not', () => {
    expect(listingStatus({ isSold: false, isPaid: false, withdrawn: withdrawn('deleted') })).toBe('withdrawn');
    expect(listingStatus({ isSold: true, isPaid: false, withdrawn: withdrawn('deleted') })).toBe('withdrawn');
  });

  it('stays sold when a paid car is deleted afterwards', () => {
    expect(listingStatus({ isSold: true, isPaid: true, withdrawn: withdrawn('deleted') })).toBe('sold');
  });
});
