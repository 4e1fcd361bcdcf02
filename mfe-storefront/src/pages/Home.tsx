import { Container, styled } from '@carmarket/shared-ui';
import { Advertisements } from '../features/home/Advertisements';
import { CategoryGrid } from '../features/home/CategoryGrid';
import { Hero } from '../features/home/Hero';
import { RecentlyViewedSlot } from '../features/home/RecentlyViewedSlot';
import { WhyChooseUs } from '../features/home/WhyChooseUs';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** '/': hero, recently viewed (only when there are some), categories, advertised cars (only when there are any), why choose us. */
export default function Home() {
  return (
    <Page>
      <Hero />
      <RecentlyViewedSlot />
      <CategoryGrid />
      <Advertisements />
      <WhyChooseUs />
    </Page>
  );
}
