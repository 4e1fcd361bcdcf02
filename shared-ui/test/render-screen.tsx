// Renders a remote's screen the way the shell hosts it: theme, the API cache (emptied after each
// test; no retries, no deduping), the one toaster, a router, and a signed-in person in the real auth store.
import { act, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter } from './memory-router';
import { ThemeProvider } from '@carmarket/shared-ui';
import Swal from 'sweetalert2';
import { SWRConfig, unload } from 'swr';
import type { Role } from '../src/api-types';
import { swrDefaults } from '../src/api/swr';
import { useAuth } from '../src/auth/store';
import type { AuthUser } from '../src/auth/firebase';
import { AppToaster, toast } from '../src/feedback/toast';
import { theme } from '../src/theme/theme';

// Screens use the default SWR cache, as in the shell, so revalidate() after a mutation reaches
// them; each test starts with it empty, and with no request or mutation of the last test still in
// flight (SWR's unload: a paged list's refetch still running when its test ended was shared with
// the next test's first read of the same list, which then never loaded).
afterEach(() => unload({ revalidate: false }));
// No modal or toast of one test is left on screen for the next.
afterEach(() =>
  act(() => {
    Swal.close();
    toast.remove();
  }),
);

export function signInAs(role: Role, user: Partial<AuthUser> = {}): AuthUser {
  const signedIn: AuthUser = {
    uid: `uid-${role.toLowerCase()}`,
    email: `${role.toLowerCase()}@carmarket.test`,
    displayName: `${role} Person`,
    photoURL: null,
    emailVerified: true,
    ...user,
  };
  useAuth.setState({ user: signedIn, loading: false, role, roleLoading: false });
  return signedIn;
}

export function renderScreen(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <SWRConfig value={{ ...swrDefaults, dedupingInterval: 0, errorRetryCount: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={<p>loading screen…</p>}>{ui}</Suspense>
        </MemoryRouter>
        <AppToaster />
      </SWRConfig>
    </ThemeProvider>,
  );
}
