import type { ReactNode } from 'react';

/** A header icon: a 24-unit line drawing in the text's colour, hidden from assistive technology (its link or button names it). */
export function OutlineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
