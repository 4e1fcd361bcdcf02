/** @jest-environment node */
// The storefront's server module: what a car's page tells crawlers and link previews, field by
// field against the API's listing view, and the status each API answer gives the page.
import type { ServerRead, ServerViewer } from '@carmarket/shared-ui';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import type { ListingDetail } from './api/listing-types';
import {
  categoryFacetsPath,
  filtersFromSearch,
  listingsPath,
  searchPath as searchPathOf,
} from './features/listings/filters';
import server from './server';

const ID = '5eed00000000000000000042';
const APP = 'https://cars.example';
const API = 'https://api.cars.example';

function aDetail(extra: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...aListing({
      _id: ID,
      name: 'Model Y Performance',
      brand: 'Tesla',
      category_id: 3,
      sale_price: 47.9,
      location: 'Austin, TX',
      desc: 'Pearl white, one owner.',
    }),
    year: 2022,
    mileage: 18500,
    model: 'Model Y',
    fuel: 'electric',
    transmission: 'automatic',
    body: 'suv',
    vin: '5YJYGDEF1NF123456',
    photos: [
      { id: 'p1', width: 1600, height: 1000, src: '/photos/p1/800.webp', srcset: '/photos/p1/320.webp 320w' },
      { id: 'p2', width: 1600, height: 1000, src: '/photos/p2/800.webp', srcset: '/photos/p2/320.webp 320w' },
    ],
    seller: {
      _id: 's1',
      name: 'Sam Carter Motors',
      isVerified: true,
      memberSince: '2024-03-10T00:00:00.000Z',
      activeListings: 4,
      reviewCount: 0,
    },
    priceHistory: [],
    daysOnMarket: 12,
    ...extra,
  };
}

/** Renders `path` with the API answering `answers` (by path), for `viewer` if given; records what was read. */
async function render(path: string, answers: Record<string, ServerRead>, viewer?: ServerViewer) {
  const reads: string[] = [];
  const page = await server.render(new URL(path, APP), {
    read: async (apiPath) => {
      reads.push(apiPath);
      return answers[apiPath] ?? { status: 404, body: { statusCode: 404, message: 'Not found' } };
    },
    publicAppUrl: APP,
    publicApiUrl: API,
    viewer,
  });
  return { page, reads };
}

describe("a car's page", () => {
  it("names the car in its head and describes it to schema.org exactly as the API's view says", async () => {
    const listing = aDetail();
    const { page, reads } = await render(`/listing/${ID}`, { [`/listings/${ID}`]: { status: 200, body: listing } });
    expect(reads).toEqual([`/listings/${ID}`]);
    expect(page!.status).toBe(200);
    expect(page!.data).toEqual({ [`/listings/${ID}`]: listing });
    expect(page!.loaderData).toBe(listing);
    const head = page!.head;
    expect(head.title).toBe('2022 Tesla Model Y Performance – $47,900 | CarMarket');
    expect(head.description).toBe('2022 Tesla Model Y Performance for $47,900, 18,500 mi, in Austin, TX');
    expect(head.canonical).toBe(`${APP}/listing/${ID}`);
    expect(head.image).toBe(`${API}/photos/p1/og.jpg`);
    expect(head.type).toBe('product');

    const [car, breadcrumbs] = head.jsonLd as [Record<string, any>, Record<string, any>];
    expect(car).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2022 Tesla Model Y Performance',
      brand: { '@type': 'Brand', name: 'Tesla' },
      model: 'Model Y',
      vehicleModelDate: '2022',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 18500, unitCode: 'SMI' },
      fuelType: 'Electric',
      vehicleTransmission: 'Automatic',
      bodyType: 'SUV',
      vehicleIdentificationNumber: '5YJYGDEF1NF123456',
      itemCondition: 'https://schema.org/UsedCondition',
      image: [`${API}/photos/p1/800.webp`, `${API}/photos/p2/800.webp`],
      description: 'Pearl white, one owner.',
      offers: {
        '@type': 'Offer',
        price: 47900,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${APP}/listing/${ID}`,
        seller: { '@type': 'Organization', name: 'Sam Carter Motors' },
      },
    });
    expect(breadcrumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${APP}/` },
      { '@type': 'ListItem', position: 2, name: 'Tesla', item: `${APP}/category/3` },
      { '@type': 'ListItem', position: 3, name: '2022 Tesla Model Y Performance', item: `${APP}/listing/${ID}` },
    ]);
  });

  it('offers a car held by an unpaid booking as Reserved and a paid one as SoldOut', async () => {
    const offer = async (extra: Partial<ListingDetail>) => {
      const { page } = await render(`/listing/${ID}`, {
        [`/listings/${ID}`]: { status: 200, body: aDetail(extra) },
      });
      return { status: page!.status, availability: (page!.head.jsonLd[0] as any).offers.availability };
    };
    expect(await offer({ isSold: true, isPaid: false, status: 'booked' })).toEqual({
      status: 200,
      availability: 'https://schema.org/Reserved',
    });
    expect(await offer({ isSold: true, isPaid: true, status: 'booked' })).toEqual({
      status: 200,
      availability: 'https://schema.org/SoldOut',
    });
  });

  it('never puts the seller e-mail or phone in what it hands the page', async () => {
    const body = { ...aDetail(), seller: { ...aDetail().seller, email: 'sam@cars.test', phone: '+1 555 0100' } };
    const { page } = await render(`/listing/${ID}`, { [`/listings/${ID}`]: { status: 200, body } });
    expect(JSON.stringify(page!.head)).not.toMatch(/sam@cars\.test|555 0100/);
  });

  it('is 410 for a car the API says is gone, 404 for one it never knew and for an id that is no id', async () => {
    const gone = await render(`/listing/${ID}`, {
      [`/listings/${ID}`]: { status: 410, body: { statusCode: 410, message: 'Gone' } },
    });
    expect(gone.page!.status).toBe(410);
    expect(gone.page!.Component).toBeUndefined();
    expect((await render(`/listing/${ID}`, {})).page!.status).toBe(404);
    const malformed = await render('/listing/not-an-id', {});
    expect(malformed.page!.status).toBe(404);
    expect(malformed.reads).toEqual([]);
  });

  it('throws on an API failure, so the render server hands the page to the browser', async () => {
    await expect(
      render(`/listing/${ID}`, { [`/listings/${ID}`]: { status: 503, body: { message: 'down' } } }),
    ).rejects.toThrow('503');
  });
});

describe('the home', () => {
  it('reads the categories and the advertised cars, and names the site to schema.org', async () => {
    const categories = [{ id: 1, name: 'Tesla', image: '/img/tesla.png' }];
    const ads: unknown[] = [];
    const { page, reads } = await render('/', {
      '/categories': { status: 200, body: categories },
      '/advertise': { status: 200, body: ads },
    });
    expect(reads.sort()).toEqual(['/advertise', '/categories']);
    expect(page!.data).toEqual({ '/categories': categories, '/advertise': ads });
    expect(page!.head.canonical).toBe(`${APP}/`);
    expect(page!.head.jsonLd.map((block: any) => block['@type'])).toEqual(['Organization', 'WebSite']);
  });
});

it('leaves the pages it does not draw on the server to the browser', async () => {
  for (const path of ['/compare', '/search?q=tesla', '/category/1', '/login'])
    expect((await render(path, {})).page).toBeNull();
});

describe("a seller's page and the blog", () => {
  const SELLER = '5eed00000000000000000007';
  const sellerPage = {
    _id: SELLER,
    name: 'Sam Carter Motors',
    isVerified: true,
    memberSince: '2024-03-10T00:00:00.000Z',
    rating: { average: 4.5, count: 2 },
    activeListings: 3,
    listings: [],
    reviews: { items: [] },
  };

  it('names the seller and their rating, and is 404 for a seller the API does not know', async () => {
    const { page } = await render(`/seller/${SELLER}`, { [`/sellers/${SELLER}`]: { status: 200, body: sellerPage } });
    expect(page!.status).toBe(200);
    expect(page!.head.title).toBe('Sam Carter Motors: used cars for sale | CarMarket');
    expect(page!.head.canonical).toBe(`${APP}/seller/${SELLER}`);
    expect(page!.head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'AutoDealer',
        name: 'Sam Carter Motors',
        url: `${APP}/seller/${SELLER}`,
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      },
    ]);
    expect((await render(`/seller/${SELLER}`, {})).page!.status).toBe(404);
  });

  it('draws the blog without an API read', async () => {
    const { page, reads } = await render('/blog', {});
    expect(page!.status).toBe(200);
    expect(page!.head.canonical).toBe(`${APP}/blog`);
    expect(reads).toEqual([]);
  });
});

describe('the signed-in list pages', () => {
  const viewer: ServerViewer = { uid: 'u1', email: 'ann@example.com', name: 'Ann', emailVerified: true, role: 'Buyer' };
  const car = aListing({ _id: ID, name: 'Model Y Performance', category_id: 3 });
  const filters = filtersFromSearch(new URLSearchParams('q=model&sort=price_asc'));
  const listPath = listingsPath(3, filters);
  const facetsPath = categoryFacetsPath(3, filters);
  const next = `${listPath}&cursor=abc`;
  const tesla = { _id: 'c3', category_id: 3, name: 'Tesla', image: '/t.svg' };
  const answers: Record<string, ServerRead> = {
    '/categories': { status: 200, body: [tesla] },
    [listPath]: {
      status: 200,
      body: [car],
      headers: { link: `<${next}>; rel="next"`, 'x-total-count': '13' },
    },
    [facetsPath]: { status: 200, body: { fuel: [] } },
    '/me': { status: 200, body: { _id: 'a1', email: 'ann@example.com', name: 'Ann', role: 'Buyer', isVerified: true } },
    '/wishlist': { status: 200, body: [car] },
    '/me/reports': { status: 403, body: { statusCode: 403, message: 'No' } },
  };

  it("draw a category's first cards from the URL's filters, with the paging to continue and the viewer's marks", async () => {
    const { page, reads } = await render('/category/3?q=model&sort=price_asc', answers, viewer);
    expect(reads.sort()).toEqual(['/categories', '/me', '/me/reports', '/wishlist', facetsPath, listPath].sort());
    expect(page!.status).toBe(200);
    expect(page!.head.title).toBe('Tesla | CarMarket');
    const firstPage = { items: [car], next, total: 13 };
    expect(page!.loaderData).toEqual({
      category: tesla,
      firstPage: { path: listPath, page: firstPage },
    });
    // The marks and facets as the hooks read them; a refused read is left for the browser to ask.
    expect(Object.keys(page!.data).sort()).toEqual(['/categories', '/me', '/wishlist', facetsPath, listPath].sort());
    expect(page!.data[listPath]).toEqual(firstPage);
  });

  it('draw the not-found page for a category that does not exist, and nothing without a viewer', async () => {
    expect((await render('/category/9', answers, viewer)).page!.status).toBe(404);
    expect((await render('/category/0', answers, viewer)).page!.status).toBe(404);
    const anonymous = await render('/category/3', answers);
    expect(anonymous.page).toBeNull();
    expect(anonymous.reads).toEqual([]);
    expect((await render('/search?q=model', answers)).page).toBeNull();
  });

  it('draw the search with its first cards', async () => {
    const searchPath = searchPathOf(filtersFromSearch(new URLSearchParams('q=model')));
    const { page } = await render(
      '/search?q=model',
      { ...answers, [searchPath]: { status: 200, body: [car], headers: { 'x-total-count': '1' } } },
      viewer,
    );
    expect(page!.status).toBe(200);
    expect(page!.loaderData).toEqual({ firstPage: { path: searchPath, page: { items: [car], next: null, total: 1 } } });
  });
});
