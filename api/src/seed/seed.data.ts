// Demo data: the categories of docs/product.md §9, the four accounts of docs/architecture.md §4 and
// believable listings. Listing ids are fixed so seeding twice never duplicates anything.
import type { Condition, Listing } from '../listings/schemas/listing.schema';

// The accounts themselves live in @carmarket/stack-facts, which `npm start` and e2e read too.
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoAccountKey } from '@carmarket/stack-facts/demo-accounts';

export const SEED_CATEGORIES = [
  { category_id: 1, name: 'TESLA', image: '/static/categories/tesla.svg' },
  { category_id: 2, name: 'KIA', image: '/static/categories/kia.svg' },
  { category_id: 3, name: 'TOYOTA', image: '/static/categories/toyota.svg' },
] as const;

/** The vehicle facts of a seeded car: every one has them (the VIN on some only). */
export interface SeedListing extends Pick<Listing, 'model' | 'year' | 'mileage' | 'fuel' | 'transmission' | 'body' | 'vin'> {
  /** Fixed ObjectId (24 hex). */
  _id: string;
  seller: 'seller' | 'newSeller';
  daysAgo: number;
  name: string;
  brand: string;
  image: string;
  category_id: number;
  original_price: number;
  sale_price: number;
  used: number;
  location: string;
  condition: Condition;
  desc: string;
  phone: string;
  isAdvertised?: boolean;
  isReported?: boolean;
  /** Booked by the demo buyer (held on insert); the orders seed adds the matching order. */
  booked?: boolean;
}

const id = (n: number) => `5eed0000000000000000${n.toString(16).padStart(4, '0')}`;
const SAM = '512-555-0142';
const NORA = '206-555-0187';

export const SEED_LISTINGS: SeedListing[] = [
  { _id: id(1), seller: 'seller', daysAgo: 1, name: 'Model 3 Long Range', brand: 'Tesla', image: '/static/cars/sedan-red.svg', category_id: 1, original_price: 52, sale_price: 34.5, used: 3, location: 'Austin, TX', condition: 'excellent', desc: 'Dual-motor AWD, 310 mi EPA range, premium interior and autopilot. One owner, garage kept, new tyres last spring and a clean history report.', phone: SAM, model: 'Model 3', year: 2023, mileage: 34800, fuel: 'electric', transmission: 'automatic', body: 'sedan', vin: '5YJ3E1EB8PF417263', isAdvertised: true },
  { _id: id(2), seller: 'seller', daysAgo: 4, name: 'Model Y Performance', brand: 'Tesla', image: '/static/cars/suv-white.svg', category_id: 1, original_price: 66, sale_price: 47.9, used: 2, location: 'Austin, TX', condition: 'excellent', desc: 'Pearl white with 21" wheels and the black interior. Tow hitch, all-weather mats and a home wall connector included.', phone: SAM, model: 'Model Y', year: 2024, mileage: 18900, fuel: 'electric', transmission: 'automatic', body: 'suv', vin: '7SAYGDEF8RF120584' },
  { _id: id(3), seller: 'newSeller', daysAgo: 6, name: 'Model S 100D', brand: 'Tesla', image: '/static/cars/sedan-black.svg', category_id: 1, original_price: 94, sale_price: 41, used: 6, location: 'Seattle, WA', condition: 'good', desc: 'Solid black, air suspension, free supercharging transfers with the car. Minor curb rash on one wheel, otherwise clean.', phone: NORA, model: 'Model S', year: 2020, mileage: 61500, fuel: 'electric', transmission: 'automatic', body: 'sedan', vin: '5YJSA1E23LF386201', isReported: true },
  { _id: id(4), seller: 'seller', daysAgo: 9, name: 'Model X 75D', brand: 'Tesla', image: '/static/cars/suv-silver.svg', category_id: 1, original_price: 88, sale_price: 39.5, used: 7, location: 'Round Rock, TX', condition: 'good', desc: 'Six seats, falcon wing doors recently serviced, towing package. Battery health report available on request.', phone: SAM, model: 'Model X', year: 2019, mileage: 74200, fuel: 'electric', transmission: 'automatic', body: 'suv', booked: true },
  { _id: id(5), seller: 'newSeller', daysAgo: 12, name: 'Model 3 Standard Range', brand: 'Tesla', image: '/static/cars/sedan-blue.svg', category_id: 1, original_price: 41, sale_price: 24.8, used: 4, location: 'Tacoma, WA', condition: 'fair', desc: 'Daily commuter with honest wear: a few door dings and a chipped windscreen that passes inspection. Drives perfectly.', phone: NORA, model: 'Model 3', year: 2022, mileage: 52300, fuel: 'electric', transmission: 'automatic', body: 'sedan' },
  { _id: id(6), seller: 'seller', daysAgo: 2, name: 'EV6 GT-Line', brand: 'Kia', image: '/static/cars/hatchback-green.svg', category_id: 2, original_price: 57, sale_price: 42.3, used: 2, location: 'San Antonio, TX', condition: 'excellent', desc: 'AWD with 800 V fast charging: 10 to 80 percent in about 18 minutes. Heat pump, HUD and the Meridian sound system.', phone: SAM, model: 'EV6', year: 2024, mileage: 21400, fuel: 'electric', transmission: 'automatic', body: 'hatchback', vin: 'KNDC4DLC8R5143387', isAdvertised: true },
  { _id: id(7), seller: 'newSeller', daysAgo: 5, name: 'Sportage Hybrid EX', brand: 'Kia', image: '/static/cars/suv-blue.svg', category_id: 2, original_price: 34, sale_price: 27.5, used: 2, location: 'Portland, OR', condition: 'excellent', desc: 'About 38 mpg combined, panoramic roof, heated seats and wireless CarPlay. Factory warranty until 2029.', phone: NORA, model: 'Sportage', year: 2024, mileage: 19800, fuel: 'hybrid', transmission: 'automatic', body: 'suv', vin: '5XYK6CAJ8RG102945' },
  { _id: id(8), seller: 'seller', daysAgo: 8, name: 'Telluride SX', brand: 'Kia', image: '/static/cars/suv-black.svg', category_id: 2, original_price: 49, sale_price: 38.9, used: 3, location: 'Houston, TX', condition: 'good', desc: 'Three rows with captain chairs, towing package, second-row sunshades. Dealer-maintained every 7,500 miles.', phone: SAM, model: 'Telluride', year: 2023, mileage: 33100, fuel: 'petrol', transmission: 'automatic', body: 'suv', vin: '5XYP5DGC9PG347712' },
  { _id: id(9), seller: 'newSeller', daysAgo: 14, name: 'Sorento LX', brand: 'Kia', image: '/static/cars/suv-red.svg', category_id: 2, original_price: 31, sale_price: 19.9, used: 5, location: 'Spokane, WA', condition: 'good', desc: 'Reliable family SUV with a third row for the kids, roof rails and a recent brake job. Non-smoker.', phone: NORA, model: 'Sorento', year: 2021, mileage: 58900, fuel: 'petrol', transmission: 'automatic', body: 'suv' },
  { _id: id(10), seller: 'seller', daysAgo: 20, name: 'Niro EV Wave', brand: 'Kia', image: '/static/cars/hatchback-white.svg', category_id: 2, original_price: 40, sale_price: 26.4, used: 2, location: 'Dallas, TX', condition: 'fair', desc: 'Cheap to run city car with 253 mi range. Bumper scuffs on the rear; the battery and drivetrain are flawless.', phone: SAM, model: 'Niro', year: 2024, mileage: 15600, fuel: 'electric', transmission: 'automatic', body: 'hatchback' },
  { _id: id(11), seller: 'seller', daysAgo: 3, name: 'RAV4 Hybrid XLE', brand: 'Toyota', image: '/static/cars/suv-green.svg', category_id: 3, original_price: 35, sale_price: 29.9, used: 3, location: 'Austin, TX', condition: 'excellent', desc: 'Hard to find hybrid in army green. AWD, blind-spot monitoring, 40 mpg. All Toyota service records included.', phone: SAM, model: 'RAV4', year: 2023, mileage: 29700, fuel: 'hybrid', transmission: 'automatic', body: 'suv', vin: 'JTMRWRFV7PD198544', isAdvertised: true },
  { _id: id(12), seller: 'newSeller', daysAgo: 7, name: 'Camry SE', brand: 'Toyota', image: '/static/cars/sedan-silver.svg', category_id: 3, original_price: 28, sale_price: 18.5, used: 5, location: 'Olympia, WA', condition: 'good', desc: 'Comfortable highway cruiser with adaptive cruise and lane keeping. Timing and fluids done at 60k miles.', phone: NORA, model: 'Camry', year: 2021, mileage: 64200, fuel: 'petrol', transmission: 'automatic', body: 'sedan', vin: '4T1G11AK7MU530218' },
  { _id: id(13), seller: 'seller', daysAgo: 10, name: 'Corolla Hatchback', brand: 'Toyota', image: '/static/cars/hatchback-red.svg', category_id: 3, original_price: 24, sale_price: 17.2, used: 3, location: 'Austin, TX', condition: 'excellent', desc: 'Six-speed manual, fun and frugal. Always garaged, ceramic coated, two keys and the original window sticker.', phone: SAM, model: 'Corolla', year: 2023, mileage: 27400, fuel: 'petrol', transmission: 'manual', body: 'hatchback', vin: 'JTNA4MBE3P3061937' },
  { _id: id(14), seller: 'newSeller', daysAgo: 16, name: 'Prius Prime', brand: 'Toyota', image: '/static/cars/hatchback-silver.svg', category_id: 3, original_price: 33, sale_price: 21.7, used: 4, location: 'Seattle, WA', condition: 'good', desc: 'Plug-in hybrid: around 25 miles electric before the engine starts. Ideal commuter; small scratch on the rear bumper.', phone: NORA, model: 'Prius', year: 2022, mileage: 41800, fuel: 'hybrid', transmission: 'automatic', body: 'hatchback' },
  { _id: id(15), seller: 'seller', daysAgo: 25, name: 'Highlander XLE', brand: 'Toyota', image: '/static/cars/suv-white.svg', category_id: 3, original_price: 45, sale_price: 31.5, used: 6, location: 'Houston, TX', condition: 'fair', desc: 'Eight seats and plenty of life left: the V6 runs strong. Worn driver seat bolster and light hail marks on the hood.', phone: SAM, model: 'Highlander', year: 2020, mileage: 82500, fuel: 'petrol', transmission: 'automatic', body: 'suv', vin: '5TDGZRBH8LS512473' },
];
