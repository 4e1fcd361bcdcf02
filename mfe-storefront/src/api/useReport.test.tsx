/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// Reporting a car from a category page, with other lists showing it already in the app's one
// cache (an admin who looked at Reported Items, the reporter's own reports): they must not stay stale.
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
  api.on('GET /me/reports', () =>
    ok(reported ? [{ listingId: CAR._id, reason: 'sold', reportedAt: '2026-11-27T10:00:00.000Z' }] : []),
  );
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
  const { ask, reportingId, reportedIds, dialog } = useReport();
  return (
    <>
      <button type="button" disabled={reportingId !== null || reportedIds.has(CAR._id)} onClick={() => ask(CAR)}>
        {reportedIds.has(CAR._id) ? 'Reported' : 'Report'}
      </button>
      {dialog}
    </>
  );
}

/** What admin's Reported Items and the reporter's own reports (another page's buttons) show, from the shared cache. */
function OtherLists() {
  const reportedList = useApi('/reported');
  const mine = useApi('/me/reports');
  if (!reportedList.data || !mine.data) return <p>loading lists</p>;
  return (
    <>
      <p>{reportedList.data.length} reported</p>
      <p>mine: {mine.data.length}</p>
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
  expect(screen.getByText('mine: 0')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Report' }));
  await userEvent.click(await screen.findByRole('radio', { name: 'Already sold' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));

  expect(await screen.findByText('Reported successfully!')).toBeInTheDocument();
  expect(await screen.findByText('1 reported')).toBeInTheDocument();
  expect(screen.getByText('mine: 1')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' })); // the modal hides the page from screen readers
  expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled();
});
