import { setRuntimeConfig, theme, ThemeProvider, type Listing } from '@carmarket/shared-ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOK_BUTTON_WORDS, inState, MARKET_STATUSES } from '@carmarket/shared-ui/test/listing-states';
import { MemoryRouter } from '@carmarket/shared-ui/test/memory-router';
import { ListingCard, type ListingCardProps } from './ListingCard';

const MODEL_3: Listing = {
  _id: '5eed00000000000000000001',
  name: 'Model 3 Long Range',
  brand: 'Tesla',
  image: '/static/cars/sedan-red.svg',
  category_id: 1,
  poste_date: '2025-03-03T12:00:00.000Z',
  original_price: 52,
  sale_price: 34.5,
  used: 3,
  location: 'Austin, TX',
  condition: 'excellent',
  desc: 'Dual-motor AWD, 310 mi EPA range, premium interior and autopilot.',
  sellerName: 'Sam Carter Motors',
  isVerified: true,
  isSold: false,
  isPaid: false,
  status: 'available',
  isReported: false,
  isAdvertised: true,
};

beforeAll(() =>
  setRuntimeConfig({
    apiUrl: 'http://api.test',
    remotes: {} as never,
    firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
  }),
);

function renderCard(listing: Partial<Listing> = {}, props: Partial<ListingCardProps> = {}) {
  const handlers = { onBook: jest.fn(), onReport: jest.fn(), onToggleWishlist: jest.fn() };
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <ListingCard listing={{ ...MODEL_3, ...listing }} saved={false} {...handlers} {...props} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { card: screen.getByRole('article', { name: 'Model 3 Long Range' }), ...handlers };
}

it('shows every field of a listing: date, name, brand, location, both prices, condition, years, description, seller', () => {
  const { card } = renderCard();
  const inCard = within(card);
  expect(inCard.getByText('Posted Mar 3, 2025')).toHaveAttribute('datetime', MODEL_3.poste_date);
  expect(inCard.getByRole('heading', { name: 'Model 3 Long Range' })).toBeInTheDocument();
  expect(inCard.getByText('Tesla')).toBeInTheDocument();
  expect(inCard.getByText('Austin, TX')).toBeInTheDocument();
  expect(inCard.getByText('34.5 k$')).toBeInTheDocument(); // sale price in k$
  expect(inCard.getByText('52 K$')).toBeInTheDocument(); // original price in K$
  expect(inCard.getByText(/Sale price/)).toBeInTheDocument();
  expect(inCard.getByText('Excellent')).toBeInTheDocument();
  expect(inCard.getByText('3 years')).toBeInTheDocument();
  expect(inCard.getByText(MODEL_3.desc)).toBeInTheDocument();
  expect(inCard.getByText('Sam Carter Motors')).toBeInTheDocument();
  expect(inCard.getByRole('img', { name: 'Tesla Model 3 Long Range' })).toHaveAttribute(
    'src',
    'http://api.test/static/cars/sedan-red.svg',
  );
});

it('says what the car is under its name: year, make, model and mileage where known', () => {
  const { card } = renderCard({ year: 2023, model: 'Model 3', mileage: 34800 });
  expect(within(card).getByText('2023 Tesla Model 3 Long Range · 34,800 mi')).toBeInTheDocument();
});

it('shows the monthly estimate with the default terms: a 34.5 k$ car is about $628/mo', () => {
  const { card } = renderCard();
  expect(within(card).getByText('about $628/mo')).toBeInTheDocument();
});

it('picks the car for comparing with Compare, and unpicks it', async () => {
  const { card } = renderCard();
  const compare = within(card).getByRole('button', { name: 'Compare Tesla Model 3 Long Range' });
  expect(compare).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(compare);
  expect(compare).toHaveAttribute('aria-pressed', 'true');
  expect(JSON.parse(localStorage.getItem('carmarket.compare')!)).toEqual([
    { id: MODEL_3._id, name: MODEL_3.name, brand: 'Tesla', image: MODEL_3.image },
  ]);
  await userEvent.click(compare);
  expect(compare).toHaveAttribute('aria-pressed', 'false');
});

it('marks a verified seller with a tick and an unverified one with the yellow mark', () => {
  renderCard();
  expect(screen.getByRole('img', { name: 'Verified seller' })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Seller not verified yet' })).not.toBeInTheDocument();
});

it('shows the yellow mark, not the tick, for a seller not verified yet', () => {
  renderCard({ isVerified: false, sellerName: 'Nora Ellis' });
  expect(screen.getByRole('img', { name: 'Seller not verified yet' })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Verified seller' })).not.toBeInTheDocument();
});

it('books an available car with Book Now', async () => {
  const { onBook } = renderCard();
  await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
  expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ _id: MODEL_3._id }));
});

it('reads BOOKED and cannot be clicked once the car is sold', async () => {
  const { onBook } = renderCard({ isSold: true });
  const booked = screen.getByRole('button', { name: 'BOOKED' });
  expect(booked).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  await userEvent.click(booked);
  expect(onBook).not.toHaveBeenCalled();
});

it('reports with Report, which is not red before the car is reported, even when someone else reported it', async () => {
  const { onReport } = renderCard({ isReported: true });
  const report = screen.getByRole('button', { name: 'Report' });
  expect(report).not.toHaveStyle({ backgroundColor: theme.colors.danger });
  await userEvent.click(report);
  expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ _id: MODEL_3._id }));
});

it('shows a red Reported button once this visitor reported the car', () => {
  renderCard({}, { reported: true });
  const reported = screen.getByRole('button', { name: 'Reported' });
  expect(reported).toHaveStyle({ backgroundColor: theme.colors.danger });
  expect(reported).toBeDisabled();
});

it('shows whether the car is in the wish list and toggles it', async () => {
  const { onToggleWishlist } = renderCard({}, { saved: true });
  const wishlist = screen.getByRole('button', { name: 'Wishlist' });
  expect(wishlist).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(wishlist);
  expect(onToggleWishlist).toHaveBeenCalledWith(expect.objectContaining({ _id: MODEL_3._id }));
});

it('shows a car not in the wish list as not pressed', () => {
  renderCard();
  expect(screen.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false');
});

it("links the car's name and its photo to the car's own page", () => {
  const { card } = renderCard();
  expect(within(card).getByRole('link', { name: 'Model 3 Long Range' })).toHaveAttribute(
    'href',
    `/listing/${MODEL_3._id}`,
  );
  expect(within(card).getByRole('link', { name: 'Tesla Model 3 Long Range' })).toHaveAttribute(
    'href',
    `/listing/${MODEL_3._id}`,
  );
});

it('shows the deal label and, for a recent drop, a Price drop badge; neither on a car without them', () => {
  const { card } = renderCard({
    dealRating: 'Good deal',
    priceDrop: { from: 36.5, to: 34.5, at: '2025-03-10T00:00:00.000Z' },
  });
  expect(within(card).getByText('Good deal')).toBeInTheDocument();
  expect(within(card).getByText('Price drop')).toHaveAttribute('title', 'Was 36.5 k$');
});

it('shows no price badge on a car not rated yet and without a drop', () => {
  const { card } = renderCard();
  for (const label of ['Great deal', 'Good deal', 'Fair price', 'High price', 'Overpriced', 'No rating', 'Price drop'])
    expect(within(card).queryByText(label)).toBeNull();
});

it.each(MARKET_STATUSES)("a %s car's card reads the product's fixed words on its booking button", (status) => {
  const { card } = renderCard(inState(status));
  const button = within(card).getByRole('button', { name: BOOK_BUTTON_WORDS[status] });
  if (status === 'available') expect(button).toBeEnabled();
  else expect(button).toBeDisabled();
});

test("shows how far the car is from the buyer's ZIP, and nothing when the API gives no distance", () => {
  renderCard({ distanceMiles: 23 });
  expect(screen.getByText(/23 mi away/)).toBeVisible();
});

test('a car without a distance shows its location alone', () => {
  renderCard();
  expect(screen.getByText('Austin, TX')).toBeVisible();
  expect(screen.queryByText(/mi away/)).toBeNull();
});
