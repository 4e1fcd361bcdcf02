// The auth store's hook as a page drawn for a viewer sees it: the server's render and the browser's
// hydration draw the page's viewer (zustand gives both the store's first state, signed-out and
// loading), and the store's own answer wins as soon as it has one. Two viewers at once stay apart.
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { AuthUser, IdentityProvider } from '../auth/identity';
import { ServerViewerProvider, withServerViewer } from '../auth/server-viewer';
import { apiAuthBackend, createAuthStore } from '../auth/store';
import type { Role } from '../api-types';
import type { ServerViewer } from '../server-contract';

const ann: ServerViewer = { uid: 'u-ann', email: 'ann@example.com', name: 'Ann', emailVerified: true, role: 'Buyer' };
const sam: ServerViewer = { uid: 'u-sam', email: 'sam@example.com', name: 'Sam', emailVerified: true, role: 'Seller' };

function store(fetchRole: () => Promise<Role> = () => new Promise(() => {})) {
  let listener: (u: AuthUser | null) => void = () => {};
  const identity = { onChange: (cb: typeof listener) => ((listener = cb), () => {}) } as unknown as IdentityProvider;
  const session = { ensure: async () => undefined, end: async () => undefined };
  const useAuth = withServerViewer(createAuthStore(identity, { ...apiAuthBackend, fetchRole, session }));
  return { useAuth, report: (u: AuthUser | null) => listener(u) };
}

function Who({ useAuth }: { useAuth: ReturnType<typeof store>['useAuth'] }) {
  const { user, loading, role } = useAuth();
  return <p>{loading ? 'loading' : user ? `${user.displayName} (${role})` : 'signed out'}</p>;
}

it("draws the page's viewer while the store does not know anyone yet, on the server and while hydrating", () => {
  const { useAuth } = store();
  expect(renderToString(<Who useAuth={useAuth} />)).toBe('<p>loading</p>');
  const both = renderToString(
    <>
      <ServerViewerProvider viewer={ann}>
        <Who useAuth={useAuth} />
      </ServerViewerProvider>
      <ServerViewerProvider viewer={sam}>
        <Who useAuth={useAuth} />
      </ServerViewerProvider>
    </>,
  );
  expect(both).toBe('<p>Ann (Buyer)</p><p>Sam (Seller)</p>');
  expect(useAuth.getState().user).toBeNull(); // the store itself was never told
});

it("lets the store's own answer win once Firebase has reported, keeping the viewer's role while the same person's is looked up", async () => {
  const { useAuth, report } = store();
  useAuth.getState().start();
  // A client render (not hydration) reads the store's current state.
  const screen = render(
    <ServerViewerProvider viewer={ann}>
      <Who useAuth={useAuth} />
    </ServerViewerProvider>,
  );
  expect(screen.container.textContent).toBe('Ann (Buyer)'); // still loading: the page's viewer
  act(() =>
    report({ uid: 'u-ann', email: 'ann@example.com', displayName: 'Ann A.', photoURL: null, emailVerified: true }),
  );
  expect(screen.container.textContent).toBe('Ann A. (Buyer)'); // Firebase's person, the viewer's role while it is looked up
  act(() =>
    report({ uid: 'u-sam', email: 'sam@example.com', displayName: 'Sam', photoURL: null, emailVerified: true }),
  );
  expect(screen.container.textContent).toBe('Sam (User)'); // someone else: nothing of Ann's
  act(() => report(null));
  expect(screen.container.textContent).toBe('signed out');
});

it('draws nothing again when Firebase confirms the person the page was drawn for, nor when their role comes back the same', async () => {
  let answerRole: (role: Role) => void = () => {};
  const { useAuth, report } = store(() => new Promise((resolve) => (answerRole = resolve)));
  const drawn: string[] = [];
  function Nav() {
    const user = useAuth((s) => s.user);
    const loading = useAuth((s) => s.loading);
    const role = useAuth((s) => s.role);
    drawn.push(loading ? 'loading' : `${user?.displayName} (${role})`);
    return null;
  }
  render(
    <ServerViewerProvider viewer={ann}>
      <Nav />
    </ServerViewerProvider>,
  );
  useAuth.getState().start();
  // Firebase's own object for the same person: a new object, nothing new to show.
  act(() =>
    report({ uid: 'u-ann', email: 'ann@example.com', displayName: 'Ann', photoURL: null, emailVerified: true }),
  );
  await act(async () => answerRole('Buyer'));
  expect(useAuth.getState()).toMatchObject({ role: 'Buyer', roleLoading: false });
  expect(drawn).toEqual(['Ann (Buyer)']);
});
