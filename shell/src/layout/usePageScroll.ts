// Where the window is scrolled to across navigation, as React Router's ScrollRestoration does it
// (which the curated router share leaves out, decision 0007): a new page opens at its top; Back
// and Forward return to where that page was left (e.g. a long category list -> a car -> Back).
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Where each history entry of this tab was left, by its location key and path; kept over a reload. */
const STORED = 'carmarket:scroll';
const positions = new Map<string, number>(readStored());
const entryOf = ({ key, pathname }: { key: string; pathname: string }) => `${key} ${pathname}`;

function readStored(): [string, number][] {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORED) ?? '[]') as [string, number][];
  } catch {
    return [];
  }
}

function store(): void {
  try {
    window.sessionStorage.setItem(STORED, JSON.stringify([...positions].slice(-100)));
  } catch {
    // storage full or refused: a reload then opens at the top
  }
}
/** A person scrolling or clicking ends a restore still waiting for the page to grow. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** This document is a reload or Back/Forward into the app, not a link or typed address (which open at the top). */
function reopened(): boolean {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  return ['reload', 'back_forward'].includes((navigation as PerformanceNavigationTiming | undefined)?.type ?? '');
}

/**
 * Scrolls to `y` now, and again each time the page grows (its list may render after the route:
 * a remote's code, pictures), until it gets there or the person takes over. Returns the stop.
 */
function scrollBackTo(y: number): () => void {
  const arrived = () => {
    window.scrollTo(0, y);
    return window.scrollY >= y - 1;
  };
  if (arrived() || typeof ResizeObserver === 'undefined') return () => undefined;
  const growing = new ResizeObserver(() => {
    if (arrived()) stop();
  });
  function stop() {
    growing.disconnect();
    for (const input of USER_INPUT) window.removeEventListener(input, stop);
  }
  growing.observe(document.body);
  for (const input of USER_INPUT) window.addEventListener(input, stop, { passive: true });
  return stop;
}

/**
 * A new page opens at its top; Back, Forward and a reload return to where the page was left (the
 * browser's own restoring is off: on Back it moved the page being left, and on a reload it ran
 * before the list had arrived). Nothing happens when only the query changes (a category page's
 * filters keep the list where it is).
 */
export function usePageScroll() {
  const { pathname, key } = useLocation();
  const shown = useRef({ pathname, key, first: true });

  // The place of the entry on screen: on every scroll, and right before a click or Back/Forward
  // leaves it (the last scroll event may not have been dispatched yet).
  useEffect(() => {
    const save = () => positions.set(entryOf(shown.current), window.scrollY);
    const leaving = ['scroll', 'click', 'popstate'] as const;
    for (const event of leaving) window.addEventListener(event, save, { passive: true, capture: true });
    const leave = () => {
      save();
      store();
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', leave);
    return () => {
      for (const event of leaving) window.removeEventListener(event, save, { capture: true });
      window.removeEventListener('pagehide', leave);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const left = shown.current;
    shown.current = { pathname, key, first: false };
    const saved = positions.get(entryOf({ key, pathname }));
    if (left.first) return saved && reopened() ? scrollBackTo(saved) : undefined;
    if (pathname === left.pathname) return undefined;
    if (saved === undefined) {
      window.scrollTo(0, 0);
      return undefined;
    }
    return scrollBackTo(saved);
  }, [pathname, key]);
}
