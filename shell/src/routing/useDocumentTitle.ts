import { pageTitle } from '@carmarket/shared-ui';
import { useEffect } from 'react';

/** Sets the tab title to '<page> | CarMarket' while the calling screen is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
