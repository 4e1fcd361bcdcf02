import { apiClient, type Listing } from '@carmarket/shared-ui';
import { showSuccess, useMutation } from '@carmarket/shared-ui/widgets';
import { useState } from 'react';

/** Report a listing (PUT /report/:id): every list showing it refetches, so its button turns red. */
export function useReport() {
  const [reportingId, setReportingId] = useState<string | null>(null);
  const mutation = useMutation((id: string) => apiClient.put('/report/{id}', { params: { path: { id } } }), {
    announces: 'listing-reported',
  });

  const report = async (listing: Listing) => {
    if (reportingId) return;
    setReportingId(listing._id);
    const reported = await mutation.run(listing._id);
    setReportingId(null);
    if (reported) await showSuccess('Thank You!', 'Reported successfully!');
  };
  return { report, reportingId };
}
