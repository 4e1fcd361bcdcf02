import { Button, toast, type ButtonSize } from '@carmarket/shared-ui';
import { FULL_MESSAGE, useCompareList, type PickedCar } from './compare-list';

/** Picks the car for comparing, or unpicks it; a fifth car gets a message and is not picked. */
export function CompareToggle({ car, size = 'sm' }: { car: PickedCar; size?: ButtonSize }) {
  const picked = useCompareList((s) => s.cars.some((c) => c.id === car.id));
  const toggle = useCompareList((s) => s.toggle);
  return (
    <Button
      size={size}
      variant={picked ? 'primary' : 'secondary'}
      aria-pressed={picked}
      aria-label={`Compare ${car.brand} ${car.name}`}
      onClick={() => {
        if (toggle(car) === 'full') toast.error(FULL_MESSAGE);
      }}
    >
      {picked ? '✓ Compare' : 'Compare'}
    </Button>
  );
}
