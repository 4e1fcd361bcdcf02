import { useAuth, type RemoteRoute } from '@carmarket/shared-ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../layout/PageSkeleton';
import { NotFound } from './NotFound';
import { decideAccess, loginPath } from './access';

/** Shows children only to whom `access` admits, re-checking as sign-in state changes. */
export function RequireAccess({ access, children }: { access: RemoteRoute['access']; children: ReactNode }) {
  // The decision, not the state it is made of: a change that decides nothing new (the person
  // confirmed, their role looked up again) does not draw the page below again.
  const decision = useAuth((s) => decideAccess(access, s));
  const location = useLocation();
  switch (decision) {
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
