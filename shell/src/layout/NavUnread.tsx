import { afterFirstScreen, useAuth } from '@carmarket/shared-ui';
import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk, fetched once someone is signed in: signed-out `/` loads none of the bell.
const UnreadBell = lazy(() => import('../unread/UnreadBell'));

// The counts are no part of the first screen: on a first load the bell's chunk and its two API
// calls wait until the page's main photo has painted (as the sign-in SDK does, decision 0032)
// instead of competing with the page's own code, data and photos. Once per page load.
let firstScreen: Promise<void> | undefined;
const firstScreenShown = () => (firstScreen ??= new Promise<void>((resolve) => afterFirstScreen(resolve)));

function useFirstScreenShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstScreenShown().then(() => mounted && setShown(true));
    return () => {
      mounted = false;
    };
  }, []);
  return shown;
}

/** The unread counts in the top navigation, for a signed-in person; the placeholder keeps its room. */
export function NavUnread() {
  const signedIn = useAuth((state) => state.user !== null);
  const shown = useFirstScreenShown();
  const placeholder = <span style={{ width: 84 }} />;
  if (!signedIn) return null;
  return shown ? (
    <Suspense fallback={placeholder}>
      <UnreadBell />
    </Suspense>
  ) : (
    placeholder
  );
}
