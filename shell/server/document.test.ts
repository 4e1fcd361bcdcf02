/** @jest-environment node */
// The render goes into the shell's page as webpack built it: minified, attribute quotes dropped.
import { pageWithRender } from './document';

const MINIFIED =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="CarMarket: buy and sell.">' +
  '<title>CarMarket</title><script defer src=/main.98370530e7.js></script></head>' +
  '<body><noscript>CarMarket needs JavaScript to run.</noscript><div id=root></div></body></html>';

it('puts head, styles, markup and data into the minified page', () => {
  const page = pageWithRender(MINIFIED, {
    head: {
      title: 'Tesla & co',
      description: 'A "fast" car',
      canonical: 'https://cars.example/x',
      type: 'product',
      jsonLd: [],
    },
    tree: { html: '<h1>Tesla</h1>', styles: '<style data-styled="true">.a{color:red}</style>' },
    data: { '/listings/x': { name: 'Tesla' } },
    renderedAt: '2026-01-02T03:04:05.000Z',
  });
  expect(page).toContain('<title>Tesla &amp; co</title>');
  expect(page).toContain('<meta name="description" content="A &quot;fast&quot; car" />');
  expect(page).not.toContain('buy and sell');
  expect(page).toContain(
    '<div id="root"><h1>Tesla</h1></div><script id="carmarket-page-data" type="application/json">',
  );
  expect(page).toMatch(/<style data-styled="true">\.a\{color:red\}<\/style><\/head>/);
  expect(page).toContain('<meta name="carmarket-rendered-at" content="2026-01-02T03:04:05.000Z" />');
  expect(page).not.toContain('needs JavaScript');
  expect(page).toContain('<script defer src=/main.98370530e7.js></script>'); // the app's scripts stay
});
