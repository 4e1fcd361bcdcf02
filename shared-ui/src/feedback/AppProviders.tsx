import type { ReactNode } from 'react';
import { ApiProvider } from '../api/swr';
import { ThemeRoot } from '../theme/ThemeRoot';
import { AppToaster } from './lazy-toast';

/**
 * Theme, global styles, the SWR config and the toaster. The shell renders it once around
 * everything; a remote's standalone dev harness renders it around the remote's pages. Remote
 * screens never render it themselves.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeRoot>
      <ApiProvider>
        {children}
        <AppToaster />
      </ApiProvider>
    </ThemeRoot>
  );
}
