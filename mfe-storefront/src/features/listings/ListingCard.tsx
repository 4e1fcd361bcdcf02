import {
  Button,
  Card,
  carLine,
  formatDay,
  LazyImage,
  listingPagePath,
  milesAway,
  VisuallyHidden,
  styled,
  yearsUsed,
  type Condition,
  type Listing,
} from '@carmarket/shared-ui';
import { Badge, type BadgeTone, kDollars } from '@carmarket/shared-ui/widgets';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CompareToggle } from '../compare/CompareToggle';
import { WishlistButton } from './WishlistButton';
import { aboutMonthly } from '../payments/monthly';
import { PriceBadges } from '../pricing/PriceBadges';
import { cardImageUrl } from './card-images';
import { conditionLabel } from './labels';

const CONDITION_TONE: Record<Condition, BadgeTone> = { excellent: 'success', good: 'info', fair: 'warning' };

const Article = styled(Card)`
  display: flex;
  flex-direction: column;
`;
const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
`;
const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  min-height: 34px;
`;
const Posted = styled.time`
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Tools = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;
// A state, not a dimmed action: 'Reported' stays full red and 'BOOKED' stays readable when disabled.
const ReportButton = styled(Button)`
  &:disabled {
    opacity: 1;
    cursor: default;
  }
`;
const BookButton = styled(Button)`
  &:disabled {
    opacity: 1;
    cursor: default;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    letter-spacing: 0.06em;
  }
`;
const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;
/** What the car is, under its name: year, make, model and mileage where known. */
const WhatItIs = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const PhotoLink = styled(Link)`
  display: block;
`;
const Prices = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 4px 12px;
`;
const Sale = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 750;
  color: ${({ theme }) => theme.colors.text};
`;
const Original = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  s {
    text-decoration-thickness: 1.5px;
  }
`;
const Monthly = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;
const Distance = styled.span`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
`;
const Description = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
`;
const Seller = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space.sm};
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Mark = styled.svg`
  flex: none;
  width: 18px;
  height: 18px;
`;
/** The seller's verified tick (blue) or, for a seller not verified yet, a yellow mark. */
export function SellerMark({ verified }: { verified: boolean }) {
  return verified ? (
    <Mark viewBox="0 0 20 20" role="img" aria-label="Verified seller">
      <title>Verified seller</title>
      <circle cx="10" cy="10" r="10" fill="#1d4ed8" />
      <path
        d="M5.5 10.5l3 3 6-7"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Mark>
  ) : (
    <Mark viewBox="0 0 20 20" role="img" aria-label="Seller not verified yet">
      <title>Seller not verified yet</title>
      <circle cx="10" cy="10" r="9" fill="#facc15" stroke="#a16207" strokeWidth="1.5" />
      <path d="M10 5v6" stroke="#422006" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="10" cy="14.6" r="1.3" fill="#422006" />
    </Mark>
  );
}

export interface ListingCardProps {
  listing: Listing;
  /** In the signed-in person's wish list. */
  saved: boolean;
  onBook: (listing: Listing) => void;
  onReport: (listing: Listing) => void;
  onToggleWishlist: (listing: Listing) => void;
  /** This visitor reported the car (the red state is the reporter's own). */
  reported?: boolean;
  /** A report or wish-list change of this card is under way. */
  reporting?: boolean;
  savingWishlist?: boolean;
  /** One of the first cards on the page: its photo is asked for first (the page's largest paint). */
  priority?: boolean;
}

/** One car of a category page, with every field of the listing card (docs/product.md §2.5). */
export function ListingCard({
  listing,
  saved,
  onBook,
  onReport,
  onToggleWishlist,
  reported = false,
  reporting = false,
  savingWishlist = false,
  priority = false,
}: ListingCardProps) {
  const nameId = useId();
  return (
    <Article as="article" $padding="none" aria-labelledby={nameId}>
      {/* The photo and the name lead to the car's page; the photo link is skipped by Tab (the name is the same link). */}
      <PhotoLink to={listingPagePath(listing._id)} tabIndex={-1}>
        <LazyImage src={cardImageUrl(listing)} alt={`${listing.brand} ${listing.name}`} priority={priority} />
      </PhotoLink>
      <Body>
        <TopRow>
          <Posted dateTime={listing.poste_date}>Posted {formatDay(listing.poste_date)}</Posted>
          <Tools>
            <CompareToggle car={{ id: listing._id, name: listing.name, brand: listing.brand, image: listing.image }} />
            <ReportButton
              size="sm"
              variant={reported ? 'danger' : 'secondary'}
              disabled={reported}
              loading={reporting}
              onClick={() => onReport(listing)}
            >
              {reported ? 'Reported' : 'Report'}
            </ReportButton>
            <WishlistButton size="sm" saved={saved} saving={savingWishlist} onClick={() => onToggleWishlist(listing)} />
          </Tools>
        </TopRow>
        <Name id={nameId}>
          <Link to={listingPagePath(listing._id)}>{listing.name}</Link>
        </Name>
        <WhatItIs>{carLine(listing)}</WhatItIs>
        <Prices>
          <Sale>
            <VisuallyHidden>Sale price </VisuallyHidden>
            {kDollars(listing.sale_price)}
          </Sale>
          <Original>
            Original price <s>{kDollars(listing.original_price, 'K$')}</s>
          </Original>
          <Monthly>{aboutMonthly(listing.sale_price)}</Monthly>
        </Prices>
        <PriceBadges listing={listing} />
        <Facts>
          <dt>Brand</dt>
          <dd>{listing.brand}</dd>
          <dt>Location</dt>
          <dd>
            {listing.location}
            {listing.distanceMiles !== undefined && <Distance> · {milesAway(listing.distanceMiles)}</Distance>}
          </dd>
          <dt>Condition</dt>
          <dd>
            <Badge $tone={CONDITION_TONE[listing.condition]}>{conditionLabel(listing.condition)}</Badge>
          </dd>
          <dt>Used</dt>
          <dd>{yearsUsed(listing.used)}</dd>
        </Facts>
        <Description>{listing.desc}</Description>
        <Seller>
          Seller <strong>{listing.sellerName}</strong>
          <SellerMark verified={listing.isVerified} />
        </Seller>
        <BookButton fullWidth disabled={listing.isSold} onClick={() => onBook(listing)}>
          {listing.isSold ? 'BOOKED' : 'Book Now'}
        </BookButton>
      </Body>
    </Article>
  );
}
