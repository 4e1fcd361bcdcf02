/** The facts of a car a person names it by; each but brand and name may be missing. */
export interface CarFacts {
  brand: string;
  name: string;
  model?: string | null;
  year?: number | null;
  /** Miles. */
  mileage?: number | null;
}

/** "2023 Tesla Model 3 Long Range": year, make and name (with the model when the name lacks it). */
export declare function carTitle(car: CarFacts): string;

/** carTitle and, when known, the mileage: "2023 Tesla Model 3 Long Range · 34,800 mi". */
export declare function carLine(car: CarFacts): string;
