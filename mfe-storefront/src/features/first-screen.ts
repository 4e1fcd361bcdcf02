// The screen the browser loaded first (not a later client-side navigation): its route loader
// starts the screen's requests before the screen's code has arrived, which shortens the cold
// load's chain. Later navigations leave fetching to the screen, which may have it cached.
let first = true;

/** True for the first route loader that asks, false ever after. */
export function isFirstScreen(): boolean {
  const was = first;
  first = false;
  return was;
}
