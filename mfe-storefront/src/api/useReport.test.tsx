/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// Reporting a car from a category page, with other lists showing it already in the app's one
// cache (an admin who looked at Reported Items, anyone's wish list): they must not stay stale.
import { useApi } from '@carmarket/shared-ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swal from 'sweetalert2';
import { mutate } from 'swr';
import { ok, startFakeApi, type FakeApi } from '@carmarket/shared-ui/test/fake-api';
import { aListing } from '@carmarket/shared-ui/test/fixtures';
import { renderWithProviders, signInDana } from '../../test/render';
import { useReport } from './useReport';

const CAR = aListing({ _id: '5eed00000000000000000007', name: 'Model 7' });

let api: FakeApi;
let reported: boolean;

beforeAll(async () => {
  api = await startFakeApi();
  api.on('PUT /report/5eed00000000000000000007', () => {
    reported = true;
    return ok({ ...CAR, isReported: true });
  });
  api.on('GET /reported', () => ok(reported ? [{ ...CAR, isReported: true }] : []));
  api.on('GET /wishlist', () => ok([{ ...CAR, isReported: reported }]));
});
afterAll(() => api.close());
beforeEach(() => {
  reported = false;
  signInDana();
});
afterEach(async () => {
  Swal.close();
  await mutate(() => true, undefined, { revalidate: false });
});

function ReportButton() {
  const { report, reportingId } = useReport();
  return (
    <button type="button" disabled={reportingId !== null} onClick={() => void report(CAR)}>
      Report
    </button>
  );
}

/** What admin's Reported Items and a wish list would show of the car, from the shared cache. */
function OtherLists() {
  const reportedList = useApi('/reported');
  const wishlist = useApi('/wishlist');
  if (!reportedList.data || !wishlist.data) return <p>loading lists</p>;
  return (
    <>
      <p>{reportedList.data.length} reported</p>
      <p>wish list: {wishlist.data[0].isReported ? 'reported' : 'fine'}</p>
    </>
  );
}

it('refreshes every list that shows the car, not only the category pages', async () => {
  renderWithProviders(
    <>
      <OtherLists />
      <ReportButton />
    </>,
    { cache: 'app' },
  );
  expect(await screen.findByText('0 reported')).toBeInTheDocument();
  expect(screen.getByText('wish list: fine')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Report' }));

  expect(await screen.findByText('Reported successfully!')).toBeInTheDocument();
  expect(await screen.findByText('1 reported')).toBeInTheDocument();
  expect(screen.getByText('wish list: reported')).toBeInTheDocument();
});
