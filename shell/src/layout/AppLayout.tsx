import { Suspense } from 'react';
import { useNavigation, useOutlet } from 'react-router-dom';
import { styled, keyframes } from '@carmarket/shared-ui';
import { Footer } from './Footer';
import { PageSkeleton } from './PageSkeleton';
import { TopNav } from './TopNav';
import { usePageScroll } from './usePageScroll';
import { VerifyEmailPrompt } from './VerifyEmailPrompt';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;
const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;
const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus {
    top: 8px;
  }
`;
const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;
const Progress = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  overflow: hidden;
  z-index: 60;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: 40%;
    background: ${({ theme }) => theme.colors.primary};
    animation: ${slide} 1s ease-in-out infinite;
  }
`;

/**
 * Every page: top navigation, the routed screen, the dark footer. It is also the root route's
 * HydrateFallback: on the first load, until the screen's route has loaded, it holds the screen's
 * place (PageSkeleton), and because it is the same component either way, nav and footer stay
 * mounted when the screen arrives instead of being built twice.
 */
export function AppLayout() {
  const navigation = useNavigation();
  const outlet = useOutlet();
  usePageScroll();
  return (
    <Page>
      <SkipLink href="#main">Skip to content</SkipLink>
      {navigation.state !== 'idle' && <Progress role="progressbar" aria-label="Loading page" />}
      {/* Boundaries that let a page drawn on the server hydrate in parts, each in its own short
          tasks (React hydrates a Suspense boundary's content after the root, yielding between). */}
      <Suspense>
        <TopNav />
      </Suspense>
      <VerifyEmailPrompt />
      <Main id="main" tabIndex={-1}>
        {outlet ?? <PageSkeleton label="Loading CarMarket" />}
      </Main>
      <Suspense>
        <Footer />
      </Suspense>
    </Page>
  );
}
