import { apiClient, Button, useAuth, styled } from '@carmarket/shared-ui';
import { conversationPath, useMe, useMutation } from '@carmarket/shared-ui/widgets';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ListingDetail } from '../../api/listing-types';

const Wrap = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;
const SafetyLink = styled(Link)`
  justify-self: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * "Ask the seller": opens (or reopens) the conversation about this car and goes to its thread.
 * Signed out, it goes to /login and back here; the car's own seller does not see it.
 */
export function AskSeller({ listing }: { listing: Pick<ListingDetail, '_id' | 'seller'> }) {
  const user = useAuth((s) => s.user);
  const loading = useAuth((s) => s.loading);
  const me = useMe();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const open = useMutation(() => apiClient.post('/conversations', { body: { listingId: listing._id } }), {
    announces: 'conversation-changed',
  });

  if (me.data && me.data._id === listing.seller._id) return null;

  async function ask() {
    if (!user) {
      if (!loading) navigate(`/login?from=${encodeURIComponent(pathname + search)}`);
      return;
    }
    const conversation = await open.run();
    if (conversation) navigate(conversationPath(conversation._id));
  }

  return (
    <Wrap>
      <Button variant="secondary" fullWidth loading={open.running} onClick={() => void ask()}>
        Ask the seller
      </Button>
      <SafetyLink to="/safety">Safety tips: meet in public, never pay outside CarMarket</SafetyLink>
    </Wrap>
  );
}
