/** @jest-environment @carmarket/shared-ui/test/jsdom-with-fetch.js */
// The shell's servers decide from one table which paths the render server draws, which the
// browser draws, and which are no page (404). A storefront route missing from it would answer 404.
import { pageKind } from '@carmarket/build-config/page-paths';
import remote from './remote';

/** A path the route pattern matches: each `:param` filled in. */
const pathOf = (pattern: string) => `/${pattern.replace(/:\w+/g, '64b000000000000000000001')}`;

it("knows every storefront route as a page, so none of them answers the render server's 404", () => {
  expect(remote.routes.filter((route) => pageKind(pathOf(route.path)) === 'unknown')).toEqual([]);
});

it('draws its signed-in routes on the server for a session only', () => {
  for (const route of remote.routes.filter((r) => r.access !== 'public'))
    expect([route.path, pageKind(pathOf(route.path))]).toEqual([route.path, 'session']);
});
