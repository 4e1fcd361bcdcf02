// The shared modules the first page's code consumes load before that code asks for them.
import { loadFirstPageShared } from '../federation/first-page-shared';

test("the shared modules the page's code consumes are loaded through the loader given (Module Federation's), each once", () => {
  const load = jest.fn(() => Promise.resolve());
  loadFirstPageShared({ shared: ['@carmarket/shared-ui/widgets', 'swr/infinite', 'swr/infinite'] }, load);
  expect(load.mock.calls).toEqual([['@carmarket/shared-ui/widgets'], ['swr/infinite']]);
  load.mockClear();
  loadFirstPageShared(undefined, load); // a route without shared modules of its own, or none known
  expect(load).not.toHaveBeenCalled();
});
