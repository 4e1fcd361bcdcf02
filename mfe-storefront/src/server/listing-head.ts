// A car page's <head> as search engines and link previews read it: title and description naming the
// car, canonical and Open Graph URLs, and schema.org's Car with its Offer and a breadcrumb trail.
// Everything comes from the API's listing view, so it says exactly what the page shows.
import { assetUrlUnder } from '@carmarket/shared-ui/src/api/asset-url';
import { mileage, type PageHead } from '@carmarket/shared-ui';
import type { ListingDetail } from '../api/listing-types';
import type { SellerPage } from '../api/seller';
import { BODY_LABELS, FUEL_LABELS, TRANSMISSION_LABELS } from '../features/listings/labels';

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The API keeps prices in thousands of dollars; schema.org and people read dollars. */
export const priceInDollars = (listing: ListingDetail): number => Math.round(listing.sale_price * 1000);

/** '2021 Tesla Model 3 Long Range': the year when the seller gave it, the brand, the listing's name. */
export const carName = (listing: ListingDetail): string =>
  [listing.year, listing.brand, listing.name].filter((part) => part !== undefined && part !== '').join(' ');

/** schema.org's availability: for sale, held by a booking not yet paid, or paid through CarMarket. */
export function availability(listing: ListingDetail): string {
  if (listing.isPaid || listing.status === 'sold') return 'https://schema.org/SoldOut';
  if (listing.isSold || listing.status === 'booked') return 'https://schema.org/Reserved';
  return 'https://schema.org/InStock';
}

/** The link-preview picture: the cover photo's 1200×630 JPEG, else the listing's own picture. */
function previewImage(listing: ListingDetail, apiUrl: string): string {
  const cover = listing.photos[0];
  return cover ? `${apiUrl.replace(/\/+$/, '')}/photos/${cover.id}/og.jpg` : assetUrlUnder(apiUrl, listing.image);
}

export function listingHead(listing: ListingDetail, urls: { app: string; api: string }): PageHead {
  const app = urls.app.replace(/\/+$/, '');
  const canonical = `${app}/listing/${listing._id}`;
  const name = carName(listing);
  const price = WHOLE_DOLLARS.format(priceInDollars(listing));
  const sold = availability(listing) === 'https://schema.org/SoldOut';
  const description = [
    `${name} for ${price}`,
    listing.mileage !== undefined ? `${mileage(listing.mileage)}` : null,
    `in ${listing.location}`,
    sold ? 'Sold' : null,
  ]
    .filter(Boolean)
    .join(', ');
  const images = listing.photos.length
    ? listing.photos.map((photo) => assetUrlUnder(urls.api, photo.src))
    : [assetUrlUnder(urls.api, listing.image)];

  const car = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    brand: { '@type': 'Brand', name: listing.brand },
    ...(listing.model && { model: listing.model }),
    ...(listing.year !== undefined && { vehicleModelDate: String(listing.year) }),
    ...(listing.mileage !== undefined && {
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: listing.mileage, unitCode: 'SMI' },
    }),
    ...(listing.fuel && { fuelType: FUEL_LABELS[listing.fuel] }),
    ...(listing.transmission && { vehicleTransmission: TRANSMISSION_LABELS[listing.transmission] }),
    ...(listing.body && { bodyType: BODY_LABELS[listing.body] }),
    ...(listing.vin && { vehicleIdentificationNumber: listing.vin }),
    itemCondition: 'https://schema.org/UsedCondition',
    image: images,
    description: listing.desc,
    offers: {
      '@type': 'Offer',
      price: priceInDollars(listing),
      priceCurrency: 'USD',
      availability: availability(listing),
      url: canonical,
      seller: { '@type': 'Organization', name: listing.seller.name },
    },
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${app}/` },
      { '@type': 'ListItem', position: 2, name: listing.brand, item: `${app}/category/${listing.category_id}` },
      { '@type': 'ListItem', position: 3, name, item: canonical },
    ],
  };
  return {
    title: `${name} – ${price} | CarMarket`,
    description,
    canonical,
    image: previewImage(listing, urls.api),
    type: 'product',
    jsonLd: [car, breadcrumbs],
  };
}

/** The home's head: the site and the organisation behind it. */
export function homeHead(urls: { app: string }): PageHead {
  const app = urls.app.replace(/\/+$/, '');
  return {
    title: 'CarMarket: used cars from verified sellers',
    description:
      'Buy and sell used cars from verified sellers: electric cars, SUVs, sedans and more, with price checks.',
    canonical: `${app}/`,
    type: 'website',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'CarMarket', url: `${app}/` },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'CarMarket',
        url: `${app}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${app}/search?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** A seller's page: who they are and how buyers rate them. */
export function sellerHead(page: SellerPage, urls: { app: string }): PageHead {
  const canonical = `${urls.app.replace(/\/+$/, '')}/seller/${page._id}`;
  const { average, count } = page.rating;
  const rated = average === null ? 'No reviews yet' : `Rated ${average.toFixed(1)} of 5 by ${count} buyers`;
  return {
    title: `${page.name}: used cars for sale | CarMarket`,
    description: `${page.name} sells used cars on CarMarket. ${rated}; ${page.activeListings} cars for sale.`,
    canonical,
    type: 'profile',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AutoDealer',
        name: page.name,
        url: canonical,
        ...(average !== null && {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count },
        }),
      },
    ],
  };
}

/** The blog. */
export function blogHead(urls: { app: string }): PageHead {
  return {
    title: 'Blog | CarMarket',
    description: 'Notes from the team that builds CarMarket: the web technology behind the site, explained plainly.',
    canonical: `${urls.app.replace(/\/+$/, '')}/blog`,
    type: 'website',
    jsonLd: [],
  };
}
