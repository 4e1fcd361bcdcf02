import { lazy, Suspense } from 'react';

// The 404 page is its own chunk, like /login and /register: a first visit to '/' never shows it.
const NotFoundPage = lazy(async () => ({ default: (await import('../pages/NotFoundPage')).NotFoundPage }));

/** The not-found page, wherever a route decides the path does not exist (or not for this role). */
export function NotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  );
}
