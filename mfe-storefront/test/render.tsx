// Renders storefront screens as the shell hosts them: theme, the API cache (no retries, no
// deduping) and the one toaster. Routing is up to the test (links need a router).
import { AppToaster, swrDefaults, theme, useAuth, ThemeProvider, type AuthUser } from '@carmarket/shared-ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

/**
 * `cache: 'fresh'` (default) gives the test an empty cache of its own; 'app' uses the app's one
 * global cache as the shell does, which revalidate() after a mutation works on.
 */
export function renderWithProviders(ui: ReactElement, { cache = 'fresh' }: { cache?: 'fresh' | 'app' } = {}) {
  const provider = cache === 'fresh' ? { provider: () => new Map() } : {};
  return render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrDefaults, ...provider, dedupingInterval: 0, errorRetryCount: 0 }}>
        {ui}
        <AppToaster />
      </SWRConfig>
    </ThemeProvider>,
  );
}

export const DANA: AuthUser = {
  uid: 'u-dana',
  email: 'dana@carmarket.test',
  displayName: 'Dana Buyer',
  photoURL: null,
  emailVerified: true,
};

/** Signs Dana (a Buyer) in through the real auth store, as the shell would after login. */
export function signInDana(): void {
  useAuth.setState({ user: DANA, loading: false, role: 'Buyer', roleLoading: false });
}
