import { Button, css, dashboardHome, media, Skeleton, toast, useAuth, styled } from '@carmarket/shared-ui';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { isDashboardPath } from '../federation/remote-mounts';
import { useDashboardMenu } from './dashboard-menu';
import { NavSearch } from './NavSearch';
import { NavUnread } from './NavUnread';
import { OutlineIcon } from './OutlineIcon';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const Bar = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 10px 12px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 8px;
  ${media.md} {
    padding: 12px 24px;
    flex-wrap: nowrap;
  }
`;
const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.15rem;
  ${media.md} {
    font-size: 1.25rem;
  }
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
// The logo alone on a phone's dashboard (the link keeps its name): the icons need the room.
const BrandName = styled.b<{ $compact: boolean }>`
  display: ${({ $compact }) => ($compact ? 'none' : 'inline')};
  ${media.md} {
    display: inline;
  }
`;
const Links = styled.nav<{ $hidden: boolean }>`
  order: 3;
  width: 100%;
  display: ${({ $hidden }) => ($hidden ? 'none' : 'flex')};
  align-items: center;
  gap: 4px;
  ${media.md} {
    order: 0;
    width: auto;
    margin-left: 16px;
    display: flex;
  }
`;
const Item = styled(NavLink)`
  padding: 8px;
  ${media.md} {
    padding: 8px 10px;
  }
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;
const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 4px;
  ${media.md} {
    gap: 8px;
  }
`;
const LoginLink = styled(Item)`
  &.active {
    background: transparent;
  }
`;
// Phone-only icon buttons of the compact dashboard bar, as large as the unread icons.
const PhoneIcon = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  ${media.md} {
    display: none;
  }
`;
const MenuToggle = styled.button`
  ${PhoneIcon}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
const SearchLink = styled(Link)`
  ${PhoneIcon}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path
        d="M7 19.5l2.2-5.6A2.5 2.5 0 0 1 11.5 12.3h9a2.5 2.5 0 0 1 2.3 1.6l2.2 5.6v4a1 1 0 0 1-1 1h-1.5a1 1 0 0 1-1-1V22.5H10v1a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z"
        fill="#fff"
      />
      <circle cx="11" cy="19.5" r="1.4" fill="#1d4ed8" />
      <circle cx="21" cy="19.5" r="1.4" fill="#1d4ed8" />
    </svg>
  );
}

/** Top navigation of every page (docs/product.md §2.1). */
export function TopNav() {
  const user = useAuth((s) => s.user);
  const loading = useAuth((s) => s.loading);
  const role = useAuth((s) => s.role);
  const demoLogin = useAuth((s) => s.demoLogin);
  const signOut = useAuth((s) => s.signOut);
  const { open: menuOpen, toggle: toggleMenu } = useDashboardMenu();
  const { pathname } = useLocation();
  // A dashboard on a phone is one row: the logo, a search icon, the unread icons, LogOut and the
  // menu button; the main links show with the open menu. So from the first paint: while the
  // browser learns who is there, the page drawn for a dashboard is a signed-in one.
  const compact = isDashboardPath(pathname) && (user !== null || loading);
  const navigate = useNavigate();
  const [demoBusy, setDemoBusy] = useState(false);

  async function onDemoLogin() {
    setDemoBusy(true);
    const ok = await demoLogin();
    setDemoBusy(false);
    if (ok) {
      toast.success('SIGN IN SUCCESSFULLY');
      navigate('/');
    }
  }

  async function onLogOut() {
    if (await signOut()) navigate('/');
  }

  return (
    <Header>
      <Bar>
        <Brand to="/" aria-label="CarMarket home">
          <Logo />
          <BrandName $compact={compact}>
            Car<span>Market</span>
          </BrandName>
        </Brand>
        {/* On a phone's dashboard the main links show with the open menu. */}
        <Links aria-label="Main" $hidden={compact && !menuOpen}>
          <Item to="/" end>
            Home
          </Item>
          <Item to={dashboardHome(role)}>Dashboard</Item>
          <Item to="/blog">Blog</Item>
          <NavSearch />
        </Links>
        <Actions>
          {compact && (
            <SearchLink to="/search" aria-label="Search cars" title="Search cars">
              <OutlineIcon>
                <circle cx="11" cy="11" r="7" />
                <path d="M20 20l-3.5-3.5" />
              </OutlineIcon>
            </SearchLink>
          )}
          <NavUnread />
          {loading && !demoBusy ? (
            // As wide and tall as Login and Demo Login: the page drawn on the server shows this
            // until the browser knows who is there, and nothing may move when the buttons replace it.
            <Skeleton $width="190px" $height="40px" />
          ) : user ? (
            <Button size="sm" variant="secondary" onClick={() => void onLogOut()}>
              LogOut
            </Button>
          ) : (
            <>
              <LoginLink to="/login">Login</LoginLink>
              <Button size="sm" loading={demoBusy} onClick={() => void onDemoLogin()}>
                Demo Login
              </Button>
            </>
          )}
          {compact && (
            <MenuToggle
              type="button"
              aria-label="Dashboard Menu"
              title="Dashboard Menu"
              aria-expanded={menuOpen}
              aria-controls="dashboard-menu"
              onClick={toggleMenu}
            >
              <OutlineIcon>
                <path d="M4 7h16M4 12h16M4 17h16" />
              </OutlineIcon>
            </MenuToggle>
          )}
        </Actions>
      </Bar>
    </Header>
  );
}
