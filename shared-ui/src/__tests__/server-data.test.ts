// A page drawn on the server carries the API answers it was drawn with; the browser's first reads
// take each of them once, and a page without them (drawn in the browser) has none.
beforeEach(() => {
  jest.resetModules();
  document.body.innerHTML = '';
});

/** The module as a fresh page loads it (it reads the page's data block once). */
let load: () => typeof import('../api/server-data');
beforeEach(() => {
  load = () => jest.requireActual<typeof import('../api/server-data')>('../api/server-data');
});

it('hands each answer the page was drawn with to the first read, once', () => {
  document.body.innerHTML =
    '<div id="root"><h1>Tesla</h1></div><script id="carmarket-page-data" type="application/json">' +
    '{"/listings/1":{"name":"\\u003c/script> Tesla"}}</script>';
  const { isServerDrawn, takeServerData } = load();
  expect(isServerDrawn()).toBe(true);
  expect(takeServerData('/listings/1')).toEqual({ name: '</script> Tesla' });
  expect(takeServerData('/listings/1')).toBeUndefined(); // later reads go to the API
  expect(takeServerData('/listings/2')).toBeUndefined();
});

it('has nothing on a page drawn in the browser, or with a broken block', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(load().isServerDrawn()).toBe(false);
  jest.resetModules();
  document.body.innerHTML = '<script id="carmarket-page-data" type="application/json">{broken</script>';
  expect(load().takeServerData('/listings/1')).toBeUndefined();
});
