import { RecentlyViewedCars, useRecentlyViewed } from '@carmarket/shared-ui/widgets';
import { Section } from './Section';

/** The home's "Recently viewed": the cars last opened, left out while there are none. */
export default function RecentlyViewed() {
  const { cars } = useRecentlyViewed();
  if (!cars?.length) return null;
  return (
    <Section title="Recently viewed" lead="The cars you opened last.">
      <RecentlyViewedCars cars={cars} />
    </Section>
  );
}
