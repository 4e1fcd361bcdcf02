import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { REMOTE_LABELS, remotesForPath } from '../federation/remote-mounts';
import { useRemoteRegistry } from '../federation/RegistryContext';
import { PageSkeleton } from '../layout/PageSkeleton';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteUnavailable } from '../remote/RemoteUnavailable';

/**
 * No route matched. If a remote that may own this path could not be loaded, its fallback (with
 * Retry) stands in its place; otherwise the path really does not exist.
 */
export function UnmatchedRoute() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const statuses = useRemoteRegistry((r) => r.statuses);
  const reset = useRemoteRegistry((r) => r.reset);
  const candidates = remotesForPath(pathname);
  const failed = candidates.filter((n) => statuses[n].state === 'failed');

  if (candidates.some((n) => statuses[n].state === 'loading')) return <PageSkeleton />;
  if (failed.length === 0) return <NotFoundPage />;

  const first = statuses[failed[0]];
  if (first.state === 'failed' && first.refused) {
    // The release itself is refused: asking it again gives the same answer; a reload reads the
    // release pointer again (a rollback may have happened since).
    return (
      <RemoteUnavailable
        area={REMOTE_LABELS[failed[0]]}
        message={first.error}
        onRetry={() => window.location.reload()}
      />
    );
  }
  return (
    <RemoteUnavailable
      area={failed.map((n) => REMOTE_LABELS[n]).join(' and ')}
      detail={first.state === 'failed' ? first.error : undefined}
      retrying={navigation.state !== 'idle'}
      onRetry={() => {
        reset(failed);
        // Navigating to the same place asks the router to discover its routes again.
        navigate(pathname + search, { replace: true });
      }}
    />
  );
}
