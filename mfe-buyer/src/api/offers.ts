import { apiClient } from '@carmarket/shared-ui';
import { useMutation } from '@carmarket/shared-ui/widgets';

const byId = (id: string) => ({ params: { path: { id } } });

/** An offer's answers: each re-reads the thread's cards, the lists, and (an acceptance books) the cars and orders. */
export function useOfferActions(id: string) {
  const changes = { announces: 'offer-changed' } as const;
  return {
    accept: useMutation(() => apiClient.post('/offers/{id}/accept', byId(id)), changes),
    decline: useMutation(
      (reason: string) => apiClient.post('/offers/{id}/decline', { ...byId(id), body: reason ? { reason } : {} }),
      changes,
    ),
    counter: useMutation(
      (amount: number) => apiClient.post('/offers/{id}/counter', { ...byId(id), body: { amount } }),
      changes,
    ),
    withdraw: useMutation(() => apiClient.post('/offers/{id}/withdraw', byId(id)), changes),
  };
}
