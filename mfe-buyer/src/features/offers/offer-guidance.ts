import type { OfferView } from '@carmarket/shared-ui';

const percent = (value: number) => `${Math.abs(value).toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;

/** "4.5 % below the asking price", "the asking price". */
export function againstAsking(offer: Pick<OfferView, 'differencePercent'>): string {
  const d = offer.differencePercent;
  return d === 0 ? 'the asking price' : `${percent(d)} ${d < 0 ? 'below' : 'above'} the asking price`;
}

/** The seller's price guidance: "this offer is 4 % below the expected price", and where it falls in the range. */
export function guidancePhrase(offer: Pick<OfferView, 'guidance'>): string | null {
  const g = offer.guidance;
  if (!g) return null;
  const d = g.differencePercent;
  const against = d === 0 ? 'at the expected price' : `${percent(d)} ${d < 0 ? 'below' : 'above'} the expected price`;
  const range = {
    below: 'under the expected range',
    within: 'within the expected range',
    above: 'over the expected range',
  }[g.position];
  return `This offer is ${against}, ${range}.`;
}

export const STATUS_LABELS: Record<OfferView['status'], string> = {
  open: 'Open',
  countered: 'Countered',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
  lapsed: 'Lapsed',
};
