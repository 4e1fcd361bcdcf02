import { media, Skeleton, Spinner, styled } from '@carmarket/shared-ui';
import { useLocation } from 'react-router-dom';
import { isDashboardPath } from '../federation/remote-mounts';

// While a remote's screen (or the data it needs) is on its way, the shell holds its place: at
// least a screen tall, so the footer stays below the fold and nothing the visitor sees moves when
// the screen arrives (a spinner swapped for taller content pushed the footer down: CLS 0.67).
// The dashboard keeps that height once its screen is in (DashboardLayout), since its screens are
// often shorter than a phone's screen: a small placeholder there let the footer show and then be
// pushed down as the menu and the screen came in (CLS 0.106 on /dashboard).
const Holder = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  min-height: 100vh;
  margin: 0 auto;
  padding: 16px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  color: ${({ theme }) => theme.colors.primary};
  ${media.md} {
    padding: 32px 24px;
  }
`;

/** The reserved space of a screen that is loading: a spinner, then the screen's outline (a banner and
 *  a row of content on the storefront; a heading and table rows in the dashboard). */
export function PageSkeleton({ label = 'Loading page' }: { label?: string }) {
  const dashboard = isDashboardPath(useLocation().pathname);
  return (
    <Holder aria-busy="true">
      <Spinner size={32} label={label} />
      {dashboard ? (
        <>
          <Skeleton $height="32px" $width="min(320px, 80%)" />
          <Skeleton $height="240px" $radius="10px" />
        </>
      ) : (
        <>
          <Skeleton $height="min(60vh, 480px)" $radius="10px" />
          <Skeleton $height="120px" $radius="10px" />
        </>
      )}
    </Holder>
  );
}
