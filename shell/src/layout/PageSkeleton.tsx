import { media, Skeleton, Spinner } from '@carmarket/shared-ui';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isDashboardPath } from '../federation/remote-mounts';

// While a remote's screen (or the data it needs) is on its way, the shell holds its place: at
// least a screen tall, so the footer stays below the fold and nothing the visitor sees moves when
// the screen arrives (a spinner swapped for taller content pushed the footer down: CLS 0.67).
// Not in the dashboard: its screens are often shorter than a phone's screen, and a footer rising
// into view counts as a shift too, so there the placeholder stays small.
const Holder = styled.div<{ $fill: boolean }>`
  width: 100%;
  max-width: ${({ theme }) => theme.maxWidth};
  min-height: ${({ $fill }) => ($fill ? '100vh' : '128px')};
  margin: 0 auto;
  padding: 16px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  color: ${({ theme }) => theme.colors.primary};
  ${media.md} { padding: 32px 24px; }
`;

/** The reserved space of a screen that is loading: a spinner, a banner-sized block, then rows of content. */
export function PageSkeleton({ label = 'Loading page' }: { label?: string }) {
  const fill = !isDashboardPath(useLocation().pathname);
  return (
    <Holder aria-busy="true" $fill={fill}>
      <Spinner size={32} label={label} />
      {fill && <Skeleton $height="min(60vh, 480px)" $radius="10px" />}
      {fill && <Skeleton $height="120px" $radius="10px" />}
    </Holder>
  );
}
