// Reported Items: the admin sees a reported listing's photos and can remove one.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerListing, PhotoView } from '@carmarket/shared-ui';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { renderScreen, signInAs } from '@carmarket/shared-ui/test/render-screen';
import ReportedItemsPage from './ReportedItemsPage';

const photo = (id: string): PhotoView => ({
  id,
  width: 1600,
  height: 1000,
  src: `/photos/${id}/800.webp`,
  srcset: `/photos/${id}/320.webp 320w, /photos/${id}/800.webp 800w, /photos/${id}/1600.webp 1600w`,
});
const [A, B] = ['a'.repeat(32), 'b'.repeat(32)];

let api: FakeApi;
let reported: OwnerListing;
beforeEach(async () => {
  api = await startFakeApi();
  reported = {
    ...aListing({ _id: 'l1', name: 'Model S 100D', sellerName: 'Nora Ellis', isReported: true }),
    image: `/photos/${A}/800.webp`,
    phone: '206-555-0187',
    seller_email: 'nora@carmarket.test',
    photos: [photo(A), photo(B)],
  } as OwnerListing;
  api.on('GET /reported', () => ok([reported]));
  signInAs('Admin');
});
afterEach(() => api.close());

it("shows the reported listing's photos from the API, with width and height", async () => {
  renderScreen(<ReportedItemsPage />);
  const photos = within(await screen.findByRole('list', { name: 'Photos of Model S 100D' })).getAllByRole('img');
  expect(
    photos.map((img) => [
      img.getAttribute('alt'),
      img.getAttribute('src'),
      img.getAttribute('width'),
      img.getAttribute('height'),
    ]),
  ).toEqual([
    ['Photo 1 of 2', `${api.url}/photos/${A}/800.webp`, '1600', '1000'],
    ['Photo 2 of 2', `${api.url}/photos/${B}/800.webp`, '1600', '1000'],
  ]);
  expect(photos[0].getAttribute('srcset')).toBe(
    `${api.url}/photos/${A}/320.webp 320w, ${api.url}/photos/${A}/800.webp 800w, ${api.url}/photos/${A}/1600.webp 1600w`,
  );
});

it('removes a photo after the confirm modal, and the card shows the photos left', async () => {
  api.on(`DELETE /listings/l1/photos/${A}`, () =>
    ok((reported = { ...reported, photos: [photo(B)], image: `/photos/${B}/800.webp` })),
  );
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  await u.click(
    within(await screen.findByRole('list', { name: 'Photos of Model S 100D' })).getByRole('button', {
      name: 'Remove photo 1',
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Remove photo 1 of Model S 100D?' })).toBeInTheDocument();
  await u.click(screen.getByRole('button', { name: 'Yes, remove it' }));

  await waitFor(() =>
    expect(within(screen.getByRole('list', { name: 'Photos of Model S 100D' })).getAllByRole('img')).toHaveLength(1),
  );
  expect(api.callsTo(`DELETE /listings/l1/photos/${A}`)).toHaveLength(1);
  expect(screen.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', `${api.url}/photos/${B}/800.webp`);
});

it('removes nothing when the admin cancels', async () => {
  const u = userEvent.setup();
  renderScreen(<ReportedItemsPage />);
  await u.click(
    within(await screen.findByRole('list', { name: 'Photos of Model S 100D' })).getByRole('button', {
      name: 'Remove photo 2',
    }),
  );
  await u.click(await screen.findByRole('button', { name: /cancel/i }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: /Remove photo 2/ })).toBeNull());
  expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
});
