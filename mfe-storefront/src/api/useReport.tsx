import { apiClient, useApi, useAuth, type Listing } from '@carmarket/shared-ui';
import { showSuccess, useMutation } from '@carmarket/shared-ui/widgets';
import { useMemo, useState } from 'react';
import { ReportReasonDialog, type ReportChoice } from '../features/reports/ReportReasonDialog';

/**
 * Reporting a listing: `ask` opens the reason dialog (render `dialog`), which sends PUT /report/:id
 * with the reason. `reportedIds` are the cars this visitor reported (GET /me/reports): the red
 * Reported state is theirs alone, every other visitor still sees Report.
 */
export function useReport() {
  const signedIn = useAuth((state) => state.user !== null);
  const { data } = useApi(signedIn ? '/me/reports' : null);
  const [justReported, setJustReported] = useState<string[]>([]);
  const reportedIds = useMemo(
    () => new Set([...(data ?? []).map((r) => r.listingId), ...justReported]),
    [data, justReported],
  );
  const [asking, setAsking] = useState<Listing | null>(null);
  const [reportingId, setReportingId] = useState<string | null>(null);
  const mutation = useMutation(
    (id: string, choice: ReportChoice) => apiClient.put('/report/{id}', { params: { path: { id } }, body: choice }),
    { announces: 'listing-reported' },
  );

  const send = async (listing: Listing, choice: ReportChoice) => {
    if (reportingId) return;
    setReportingId(listing._id);
    const reported = await mutation.run(listing._id, choice);
    setReportingId(null);
    if (!reported) return; // refused: the toast says why, the dialog stays to try again
    setAsking(null);
    setJustReported((ids) => [...ids, listing._id]);
    await showSuccess('Thank You!', 'Reported successfully!');
  };

  const dialog = asking && (
    <ReportReasonDialog
      title={`Report the ${asking.brand} ${asking.name}`}
      privacy="The seller is not told who reported the car."
      reporting={reportingId === asking._id}
      onReport={(choice) => void send(asking, choice)}
      onClose={() => setAsking(null)}
    />
  );
  return { ask: (listing: Listing) => setAsking(listing), reportingId, reportedIds, dialog };
}
