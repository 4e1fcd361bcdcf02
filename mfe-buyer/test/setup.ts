import { useAuth } from '@carmarket/shared-ui';
import { configure } from '@testing-library/react';
import Swal from 'sweetalert2';
import { clearApiCache } from './render';

// The machine is shared and the first render of a lazy screen compiles it: allow 5 s for a
// screen to reach the state a test waits for (the default 1 s makes such tests flaky, not stricter).
configure({ asyncUtilTimeout: 5000 });

// SweetAlert2 restores the scroll position when a modal closes; jsdom does not implement it.
window.scrollTo = () => undefined;

// Every test starts with no modal open, an empty API cache and nobody signed in.
afterEach(async () => {
  Swal.close();
  await clearApiCache();
  useAuth.setState({ user: null, loading: false, role: 'User', roleLoading: false });
});
