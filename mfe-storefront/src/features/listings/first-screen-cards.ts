// A list's first render draws only the cards the first screen can show, and the rest right after:
// on a phone that is three cards of twelve, so the page's largest paint (the first card's photo)
// waits for their render and layout only, not for the other nine's (decision 0044).
import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from '../hydrated';

/** The grid's narrowest card (ListingResults' `$min`); no card is shorter either. */
export const CARD_MIN_PX = 300;

/** At most how many cards a window this size shows at once: the columns it fits times rows of 300 px. */
export function firstScreenCards(width: number, height: number): number {
  return Math.max(1, Math.floor(width / CARD_MIN_PX)) * Math.max(1, Math.ceil(height / CARD_MIN_PX));
}

/**
 * How many of `count` cards to draw: on the first render, those the first screen can show; then,
 * in a transition (which yields to the browser, so the first screen paints first), all of them.
 * The rest lie below the fold, so drawing them later moves nothing in sight; scroll restoration
 * waits for the page to grow (shell/src/layout/usePageScroll.ts).
 */
export function useCardsDrawn(count: number): number {
  const [all, setAll] = useState(false);
  const hydrated = useHydrated();
  useEffect(() => startTransition(() => setAll(true)), []);
  // On the server there is no screen: the page's HTML holds every card, and so does its hydration.
  if (all || !hydrated) return count;
  return Math.min(count, firstScreenCards(window.innerWidth, window.innerHeight));
}
