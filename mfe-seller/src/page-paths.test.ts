/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// The shell's servers decide from one table which paths the render server draws, which the
// browser draws, and which are no page (404). A dashboard route missing from it would answer 404.
import { pageKind } from '@carmarket/build-config/page-paths';
import remote from './remote';

/** A path the route pattern matches: each `:param` filled in. */
const pathOf = (pattern: string) =>
  `/dashboard/${pattern.replace(/:\w+/g, '64b000000000000000000001')}`.replace(/\/$/, '');

it("asks the render server for every route with the visitor's session (drawn there, or the browser's page)", () => {
  for (const route of remote.routes)
    expect([route.path, pageKind(pathOf(route.path))]).toEqual([route.path, 'session']);
});
