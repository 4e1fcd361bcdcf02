// Routers for component tests. They come straight from React Router: the shared router API
// (shared-ui/src/routing/react-router-dom.ts) leaves memory routing out, since no page in the
// browser uses it. In jest 'react-router' and 'react-router-dom' are one package instance, so
// components under test see these routers.
export { MemoryRouter, createMemoryRouter, Routes, Route } from 'react-router';
