import { Spinner, useAuth, type RemoteRoute } from '@carmarket/shared-ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { NotFound } from './NotFound';
import { decideAccess, loginPath } from './access';

const Waiting = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 0;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Shows children only to whom `access` admits, re-checking as sign-in state changes. */
export function RequireAccess({ access, children }: { access: RemoteRoute['access']; children: ReactNode }) {
  const user = useAuth((s) => s.user);
  const loading = useAuth((s) => s.loading);
  const role = useAuth((s) => s.role);
  const roleLoading = useAuth((s) => s.roleLoading);
  const location = useLocation();
  switch (decideAccess(access, { user, loading, role, roleLoading })) {
    case 'wait':
      return (
        <Waiting>
          <Spinner size={28} label="Checking your account" />
        </Waiting>
      );
    case 'login':
      return <Navigate to={loginPath(location.pathname + location.search)} replace />;
    case 'not-found':
      return <NotFound />;
    default:
      return <>{children}</>;
  }
}
