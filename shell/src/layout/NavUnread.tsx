import { afterFirstScreen, useAuth } from '@carmarket/shared-ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavIcons } from '../unread/NavIcons';
import { badgesOf } from '../unread/badges';

// One chunk for both, fetched once someone is signed in and the first screen is shown.
const countChunk = () => import('../unread/NavCount');
const CountWords = lazy(() => countChunk().then((chunk) => ({ default: chunk.CountWords })));
const CountPill = lazy(() => countChunk().then((chunk) => ({ default: chunk.CountPill })));

// The counts are no part of the first screen: on a first load their chunk and their two API calls
// wait until the page's main photo has painted (as the sign-in SDK does, decision 0032) instead of
// competing with the page's own code, data and photos. Once per page load.
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

/** The messages and notifications icons for a signed-in person, with the header; their counts once the first screen is shown. */
export function NavUnread() {
  const role = useAuth((state) => (state.user ? state.role : null));
  const shown = useFirstScreenShown();
  if (role === null) return null;
  return (
    <NavIcons
      badges={badgesOf(role)}
      count={(badge, as) => {
        if (!shown) return null;
        const Count = as === 'words' ? CountWords : CountPill;
        return (
          <Suspense fallback={null}>
            <Count badge={badge} />
          </Suspense>
        );
      }}
    />
  );
}
