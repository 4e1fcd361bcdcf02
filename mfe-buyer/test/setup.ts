import { useAuth } from '@carmarket/shared-ui';
import Swal from 'sweetalert2';

// SweetAlert2 restores the scroll position when a modal closes; jsdom does not implement it.
window.scrollTo = () => undefined;

// Every test starts with no modal open and nobody signed in (the API cache: see render-screen).
afterEach(() => {
  Swal.close();
  useAuth.setState({ user: null, loading: false, role: 'User', roleLoading: false });
});
