import { useAuth } from '@carmarket/shared-ui';
import Swal from 'sweetalert2';

// Every test starts signed out (tests sign in as they need) and with no modal left open; the API
// cache is emptied by shared-ui's render-screen.
beforeEach(() => useAuth.setState({ user: null, loading: false, role: 'User', roleLoading: false }));
afterEach(() => Swal.close());
