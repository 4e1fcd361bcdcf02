import { useAuth } from '@carmarket/shared-ui';
import { lazy, Suspense } from 'react';

// Its own chunk, fetched once someone is signed in: signed-out `/` loads none of the bell.
const UnreadBell = lazy(() => import('../unread/UnreadBell'));

/** The unread counts in the top navigation, for a signed-in person; the placeholder keeps its room. */
export function NavUnread() {
  const signedIn = useAuth((state) => state.user !== null);
  return signedIn ? (
    <Suspense fallback={<span style={{ width: 84 }} />}>
      <UnreadBell />
    </Suspense>
  ) : null;
}
