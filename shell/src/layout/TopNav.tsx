import { Button, dashboardHome, media, Skeleton, toast, useAuth, styled } from '@carmarket/shared-ui';
import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { isDashboardPath } from '../federation/remote-mounts';
import { useDashboardMenu } from './dashboard-menu';
import { NavSearch } from './NavSearch';
import { NavUnread } from './NavUnread';

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
const Links = styled.nav`
  order: 3;
  width: 100%;
  display: flex;
  align-items: center;
  gap: 4px;
  ${media.md} {
    order: 0;
    width: auto;
    margin-left: 16px;
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
const MenuToggle = styled(Button)`
  margin-left: auto;
  ${media.md} {
    display: none;
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
          <b>
            Car<span>Market</span>
          </b>
        </Brand>
        <Links aria-label="Main">
          <Item to="/" end>
            Home
          </Item>
          <Item to={dashboardHome(role)}>Dashboard</Item>
          <Item to="/blog">Blog</Item>
          <NavSearch />
          {isDashboardPath(pathname) && user && (
            <MenuToggle
              size="sm"
              variant="secondary"
              aria-expanded={menuOpen}
              aria-controls="dashboard-menu"
              onClick={toggleMenu}
            >
              Dashboard Menu
            </MenuToggle>
          )}
        </Links>
        <Actions>
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
        </Actions>
      </Bar>
    </Header>
  );
}
