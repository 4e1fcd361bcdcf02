import { useAuth, type RemoteRoute } from '@carmarket/shared-ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../layout/PageSkeleton';
import { NotFound } from './NotFound';
import { decideAccess, loginPath } from './access';

/** Shows children only to whom `access` admits, re-checking as sign-in state changes. */
export function RequireAccess({ access, children }: { access: RemoteRoute['access']; children: ReactNode }) {
  const user = useAuth((s) => s.user);
  const loading = useAuth((s) => s.loading);
  const role = useAuth((s) => s.role);
  const roleLoading = useAuth((s) => s.roleLoading);
  const location = useLocation();
  switch (decideAccess(access, { user, loading, role, roleLoading })) {
    case 'wait':
      return <PageSkeleton label="Checking your account" />;
    case 'login':
      return <Navigate to={loginPath(location.pathname + location.search)} replace />;
    case 'not-found':
      return <NotFound />;
    default:
      return <>{children}</>;
  }
}
