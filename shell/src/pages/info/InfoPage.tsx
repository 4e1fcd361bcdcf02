import { Card, Container, media, styled } from '@carmarket/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../routing/useDocumentTitle';

const Wrap = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
  ${media.md} {
    padding-top: 40px;
  }
`;
const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${media.md} {
    grid-template-columns: 200px minmax(0, 760px);
    align-items: start;
  }
`;
const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${media.md} {
    flex-direction: column;
    position: sticky;
    top: 88px;
  }
  a {
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
const Title = styled.h1`
  margin: 0 0 4px;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: -0.02em;
`;
const Lead = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
/** The body text: headings, paragraphs and lists of the page. */
export const Prose = styled.div`
  line-height: 1.6;
  h2 {
    margin: 28px 0 8px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ul {
    margin: 0 0 12px;
  }
  ul {
    padding-left: 20px;
  }
  li + li {
    margin-top: 4px;
  }
`;

const PAGES = [
  { to: '/help', label: 'Help' },
  { to: '/safety', label: 'Safety tips' },
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
] as const;

/** The frame of Help, Safety tips, Terms and Privacy: each links to the others. */
export function InfoPage({
  path,
  title,
  lead,
  children,
}: {
  path: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Wrap>
      <Layout>
        <Nav aria-label="Help and policies">
          {PAGES.map((p) => (
            <Link key={p.to} to={p.to} aria-current={p.to === path ? 'page' : undefined}>
              {p.label}
            </Link>
          ))}
        </Nav>
        <Card $padding="lg">
          <Title>{title}</Title>
          <Lead>{lead}</Lead>
          <Prose>{children}</Prose>
        </Card>
      </Layout>
    </Wrap>
  );
}
