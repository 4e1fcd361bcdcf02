// Whether the car's first photo has shown, held outside the page's state: the photo usually shows
// just as the browser takes a server-drawn page over, and page state would draw the whole page
// again for the one section waiting for it.
import { useState, useSyncExternalStore } from 'react';

export interface FirstPhoto {
  /** Marks the photo shown (once; later calls change nothing). */
  shown: () => void;
  subscribe: (listener: () => void) => () => void;
  isShown: () => boolean;
}

function createFirstPhoto(): FirstPhoto {
  let shown = false;
  const listeners = new Set<() => void>();
  return {
    shown: () => {
      if (shown) return;
      shown = true;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isShown: () => shown,
  };
}

/** One per page: made on its first render, the same object after. */
export const useFirstPhotoSignal = (): FirstPhoto => useState(createFirstPhoto)[0];

/** Whether the photo has shown; only the component calling this draws again when it does. */
export function useFirstPhotoShown(firstPhoto: FirstPhoto): boolean {
  return useSyncExternalStore(firstPhoto.subscribe, firstPhoto.isShown, () => false);
}
