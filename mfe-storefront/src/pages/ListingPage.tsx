import {
  Button,
  Card,
  Container,
  formatDay,
  formatMonth,
  Heading,
  media,
  useAuth,
  VisuallyHidden,
  styled,
} from '@carmarket/shared-ui';
import { kDollars, recordView, StatusBadge, useMe } from '@carmarket/shared-ui/widgets';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { useDistance, useListing } from '../api/listing';
import { rememberedZip } from '../features/listings/buyer-zip';
import type { ListingDetail } from '../api/listing-types';
import { useReport } from '../api/useReport';
import { useWishlist } from '../api/useWishlist';
import { WishlistButton } from '../features/listings/WishlistButton';
import { OwnerView, useIsOwnListing } from '../features/listing/OwnerView';
import { BookingModal } from '../features/booking/BookingModal';
import { CompareToggle } from '../features/compare/CompareToggle';
import { CompareTrayLoader } from '../features/compare/CompareTrayLoader';
import { AskSeller } from '../features/listing/AskSeller';
import { OfferDialog } from '../features/offers/OfferDialog';
import { listingFacts } from '../features/listing/facts';
import { Gallery, galleryPhotos } from '../features/listing/Gallery';
import { SellerRating } from '../features/listing/SellerRating';
import { SellerMark } from '../features/listings/ListingCard';
import { PaymentEstimate } from '../features/payments/PaymentEstimate';
import { PriceAnalysisSection } from '../features/pricing/PriceAnalysisSection';
import { useFirstPhotoShown, useFirstPhotoSignal, type FirstPhoto } from '../features/listing/first-photo';
import { PriceSummary } from '../features/pricing/PriceSummary';

const Page = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  grid-template-areas: 'gallery' 'side' 'details';
  ${media.lg} {
    grid-template-columns: minmax(0, 720px) minmax(300px, 1fr);
    grid-template-areas: 'gallery side' 'details side';
    align-items: start;
  }
`;
const GalleryArea = styled.div`
  grid-area: gallery;
  min-width: 0;
`;
// min-width: 0 lets the column be narrower than its longest word, which then breaks (overflow-wrap).
const Side = styled.div`
  grid-area: side;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;
// The seller wrote the title, the name and the description: a long unbroken word wraps rather than widening the page.
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.2;
  /* A seller's name for the car may hold a long unbroken word: it wraps rather than widen the page. */
  overflow-wrap: anywhere;
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Prices = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
`;
const Sale = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
`;
const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  s {
    text-decoration-thickness: 1.5px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child {
    flex: 1 1 100%;
  }
`;
// A state, not a dimmed action (as on the card): 'BOOKED' and 'Reported' stay readable.
const StateButton = styled(Button)`
  &:disabled {
    opacity: 1;
    cursor: default;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
const SellerLine = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: 6px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;
const Description = styled.p`
  margin: 0;
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const Details = styled.div`
  grid-area: details;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const activeListings = (n: number) => (n === 1 ? '1 active listing' : `${n} active listings`);

/**
 * Runs `action` for a signed-in visitor; sends a signed-out one to /login, to come back here. Reads
 * the identity when clicked: subscribing would draw the whole page again when the identity's
 * provider reports the person the page was drawn for.
 */
function useSignedIn() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (action: () => void) => {
    const { user, loading } = useAuth.getState();
    if (user) action();
    else if (!loading) navigate(`/login?from=${encodeURIComponent(pathname + search)}`);
  };
}

/** Puts the opened car first among the recently viewed: the account's once sign-in is known, else this
 *  device's. A component of its own, so the sign-in state it waits for redraws nothing else. */
function RecordView({ listing }: { listing: ListingDetail }) {
  const signedIn = useAuth((s) => s.user !== null);
  const loading = useAuth((s) => s.loading);
  // The card as last seen; read when recording, so a refresh of the listing records nothing new.
  const card = useRef(listing);
  card.current = listing;
  useEffect(() => {
    if (loading) return;
    const { _id, name, brand, image, sale_price, status } = card.current;
    const car = { listingId: _id, name, brand, image, sale_price, status };
    recordView(car, signedIn).catch(() => undefined); // a convenience: the page does not fail with it
  }, [listing._id, signedIn, loading]);
  return null;
}

/** The price analysis, which waits for the first photo on a phone (PriceAnalysisSection). */
function PriceAnalysisAfterFirstPhoto({ listing, firstPhoto }: { listing: ListingDetail; firstPhoto: FirstPhoto }) {
  return <PriceAnalysisSection listing={listing} afterFirstPhoto={useFirstPhotoShown(firstPhoto)} />;
}

/** /listing/:id — one car: its photos, price, facts, seller and description; book, report or save it. */
export default function ListingPage() {
  const listing = useListing(useLoaderData() as ListingDetail);
  const signedIn = useSignedIn();
  const wishlist = useWishlist();
  const { ask, reportingId, reportedIds, dialog: reportDialog } = useReport();
  const reported = reportedIds.has(listing._id);
  const [booking, setBooking] = useState(false);
  const [offering, setOffering] = useState(false);
  const firstPhoto = useFirstPhotoSignal();
  const saved = wishlist.savedIds.has(listing._id);
  const label = `${listing.brand} ${listing.name}`;
  const me = useMe().data;
  const homeZip = me?.homeZip;
  const distanceMiles = useDistance(listing._id, rememberedZip() ?? homeZip);
  const own = useIsOwnListing(listing);

  return (
    <Page>
      <GalleryArea>
        <Gallery
          photos={galleryPhotos(listing.photos, listing.image)}
          label={label}
          onFirstPhotoShown={firstPhoto.shown}
        />
      </GalleryArea>
      <Details>
        <Card as="section" aria-labelledby="listing-facts">
          <Heading as="h2" id="listing-facts">
            Facts
          </Heading>
          <Facts>
            {listingFacts(listing, distanceMiles).map((fact) => (
              <Fragment key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </Fragment>
            ))}
          </Facts>
        </Card>
        <Card as="section" aria-labelledby="listing-description">
          <Heading as="h2" id="listing-description">
            Description
          </Heading>
          <Description>{listing.desc}</Description>
        </Card>
        <PriceAnalysisAfterFirstPhoto listing={listing} firstPhoto={firstPhoto} />
      </Details>

      <Side>
        <Title>
          <small>{listing.brand}</small>
          {listing.name}
        </Title>
        <Prices aria-label="Price">
          <Sale>
            <VisuallyHidden>Sale price </VisuallyHidden>
            {kDollars(listing.sale_price)}
          </Sale>
          <Muted>
            Original price <s>{kDollars(listing.original_price, 'K$')}</s>
          </Muted>
          <Muted as="time" dateTime={listing.poste_date}>
            Listed {formatDay(listing.poste_date)}
          </Muted>
          <span>
            <StatusBadge status={listing.status} />
          </span>
        </Prices>
        <PriceSummary listing={listing} />
        <PaymentEstimate salePriceK={listing.sale_price} />
        {own ? (
          <OwnerView listing={listing} />
        ) : (
          <Actions>
            <StateButton size="lg" disabled={listing.isSold} onClick={() => signedIn(() => setBooking(true))}>
              {listing.isSold ? 'BOOKED' : 'Book Now'}
            </StateButton>
            {listing.status !== 'sold' && (
              <Button variant="secondary" onClick={() => signedIn(() => setOffering(true))}>
                Make an offer
              </Button>
            )}
            <StateButton
              variant={reported ? 'danger' : 'secondary'}
              disabled={reported}
              loading={reportingId === listing._id}
              onClick={() => signedIn(() => ask(listing))}
            >
              {reported ? 'Reported' : 'Report'}
            </StateButton>
            <WishlistButton
              saved={saved}
              saving={wishlist.pendingId === listing._id}
              onClick={() => signedIn(() => void wishlist.toggle(listing))}
            />
            <CompareToggle
              size="md"
              car={{ id: listing._id, name: listing.name, brand: listing.brand, image: listing.image }}
            />
          </Actions>
        )}
        <Card as="section" aria-labelledby="listing-seller">
          <Heading as="h2" id="listing-seller">
            Seller
          </Heading>
          <SellerLine>
            {listing.seller.name}
            <SellerMark verified={listing.seller.isVerified} />
          </SellerLine>
          <Muted as="p">
            Member since {formatMonth(listing.seller.memberSince)} · {activeListings(listing.seller.activeListings)}
          </Muted>
          <SellerRating seller={listing.seller} />
          <AskSeller listing={listing} />
        </Card>
      </Side>

      {booking && <BookingModal car={listing} onClose={() => setBooking(false)} />}
      {offering && <OfferDialog car={listing} onClose={() => setOffering(false)} />}
      {reportDialog}
      <CompareTrayLoader />
      <RecordView listing={listing} />
    </Page>
  );
}
