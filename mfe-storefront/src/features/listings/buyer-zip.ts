// The ZIP code a buyer last listed cars from, kept for the tab: the car's own page says how far
// it is from there (or from the home ZIP of Settings) without a ZIP in its URL.
const KEY = 'carmarket.listZip';

export function rememberZip(zip: string): void {
  try {
    sessionStorage.setItem(KEY, zip);
  } catch {
    // Storage refused (private mode, or no window while rendering on a server): nothing to keep.
  }
}

export function rememberedZip(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
