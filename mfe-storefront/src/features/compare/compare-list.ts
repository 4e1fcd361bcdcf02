// The cars picked for comparing (up to COMPARE_LIMIT), kept on this device so the choice survives
// moving between pages and reloads. The compare page itself reads its cars from its URL.
import { create } from 'zustand';

export const COMPARE_LIMIT = 4;
const STORAGE_KEY = 'carmarket.compare';

/** What the tray shows of a picked car. */
export interface PickedCar {
  id: string;
  name: string;
  brand: string;
  image: string;
}

export type PickOutcome = 'added' | 'removed' | 'full';

interface CompareList {
  cars: PickedCar[];
  /** Adds the car, or removes it if picked; 'full' (nothing changes) for a fifth car. */
  toggle: (car: PickedCar) => PickOutcome;
  remove: (id: string) => void;
  clear: () => void;
}

function stored(): PickedCar[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((c): c is PickedCar => typeof c?.id === 'string' && typeof c?.name === 'string')
          .slice(0, COMPARE_LIMIT)
      : [];
  } catch {
    return [];
  }
}

function keep(cars: PickedCar[]): PickedCar[] {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(cars));
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
  return cars;
}

// Empty at first, as on the server: a hydrating page draws the server's markup (zustand's hooks read
// the initial state then) and shows this device's cars right after.
export const useCompareList = create<CompareList>((set, get) => ({
  cars: [],
  toggle: (car) => {
    const { cars } = get();
    if (cars.some((c) => c.id === car.id)) {
      set({ cars: keep(cars.filter((c) => c.id !== car.id)) });
      return 'removed';
    }
    if (cars.length >= COMPARE_LIMIT) return 'full';
    set({ cars: keep([...cars, car]) });
    return 'added';
  },
  remove: (id) => set({ cars: keep(get().cars.filter((c) => c.id !== id)) }),
  clear: () => set({ cars: keep([]) }),
}));

if (typeof localStorage !== 'undefined') useCompareList.setState({ cars: stored() });

/** The shareable page of these cars: '/compare?ids=a,b'. */
export const comparePath = (ids: readonly string[]) => `/compare?ids=${ids.join(',')}`;

/** The message for a fifth car. */
export const FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} cars. Remove one from the compare tray first.`;
