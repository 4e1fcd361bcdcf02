import { media, useAuth, styled } from '@carmarket/shared-ui';
import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isDashboardPath } from '../federation/remote-mounts';

// Beside the main links. On a phone's dashboard the Dashboard Menu toggle needs that room.
const Form = styled.form<{ $phones: boolean }>`
  flex: 1 1 120px;
  min-width: 0;
  margin-left: 4px;
  display: ${({ $phones }) => ($phones ? 'block' : 'none')};
  ${media.md} {
    display: block;
    flex: 0 1 240px;
    margin-left: 12px;
  }
`;
const Box = styled.input`
  width: 100%;
  height: 34px;
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The top navigation's search box: every category, on /search?q=…; offered only signed in, as /search needs. */
export function NavSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const user = useAuth((s) => s.user);
  // On the results page the box shows what was searched for.
  const current = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `/search?${new URLSearchParams({ q })}` : '/search');
  };
  if (!user) return null;
  return (
    // Named apart from the category page's own "Search" field, so each label finds one box.
    <Form role="search" aria-label="Find a car" $phones={!isDashboardPath(pathname)} onSubmit={submit}>
      <Box
        key={current}
        type="search"
        name="q"
        defaultValue={current}
        placeholder="Search"
        aria-label="Find a car"
        maxLength={100}
      />
    </Form>
  );
}
