import {
  dashboardHome,
  media,
  useAuth,
  VisuallyHidden,
  styled,
  type MenuBadge,
  type MenuEntry,
} from '@carmarket/shared-ui';
import { CountPill } from '@carmarket/shared-ui/widgets';
import { NavLink, Outlet } from 'react-router-dom';
import { DASHBOARD_REMOTES } from '../federation/remote-mounts';
import { useRemoteRegistry } from '../federation/RegistryContext';
import { RequireAccess } from '../routing/RequireAccess';
import { shortCount, unreadText, useUnreadCount } from '../unread/unread-counts';
import { useDashboardMenu } from './dashboard-menu';

const Shell = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 16px;
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    padding: 32px 24px;
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;
const Side = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: 8px;
  ${media.md} {
    display: block;
    position: sticky;
    top: 88px;
  }
`;
const SideTitle = styled.p`
  margin: 8px 12px 8px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;
// At least a screen tall, as its loading placeholder is (PageSkeleton): a short screen leaves the
// footer below the fold instead of letting it rise into view and be pushed down again.
const Content = styled.section`
  min-width: 0;
  min-height: 100vh;
`;

/** The role's side menu, from the menu entries in the dashboard remotes' manifests (no remote code needed).
 *  The remote with the role's dashboard home comes first: a seller's own screens before the ones every role shares. */
function useRoleMenu(): MenuEntry[] {
  const role = useAuth((s) => s.role);
  const statuses = useRemoteRegistry((r) => r.statuses);
  const home = dashboardHome(role);
  const byRemote = DASHBOARD_REMOTES.map((name) => {
    const status = statuses[name];
    return status.state === 'ready' ? status.facts.menu.filter((entry) => entry.roles.includes(role)) : [];
  });
  const ownsHome = (entries: MenuEntry[]) => entries.some((entry) => entry.to === home);
  return [...byRemote.filter(ownsHome), ...byRemote.filter((entries) => !ownsHome(entries))].flat();
}

/** An entry's unread count (a menu entry's `badge`), shown when there is something unread. */
function MenuCount({ badge }: { badge: MenuBadge }) {
  const count = useUnreadCount(badge);
  return count ? (
    <>
      <VisuallyHidden>, {unreadText(count)}</VisuallyHidden>
      <CountPill aria-hidden="true">{shortCount(count)}</CountPill>
    </>
  ) : null;
}

/** /dashboard/*: side menu (collapsed behind 'Dashboard Menu' on small screens) + the screen. */
export function DashboardLayout() {
  const menu = useRoleMenu();
  const { open } = useDashboardMenu();

  return (
    <RequireAccess access="signed-in">
      <Shell>
        <Side id="dashboard-menu" aria-label="Dashboard" $open={open}>
          <SideTitle>Dashboard</SideTitle>
          {menu.map((entry) => (
            <SideLink key={entry.to} to={entry.to} end>
              {entry.label}
              {entry.badge && <MenuCount badge={entry.badge} />}
            </SideLink>
          ))}
        </Side>
        <Content>
          <Outlet />
        </Content>
      </Shell>
    </RequireAccess>
  );
}
