/** @jest-environment node */
// A server render collects each page's rules into that page's own sheet (styled-components'
// ServerStyleSheet), with the theme shared-ui's ThemeRoot gives, so no rule of one request
// shows up in another's.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, styled } from '../theme/styling';
import { ThemeRoot } from '../theme/ThemeRoot';
import { theme } from '../theme/theme';

const Price = styled.strong`
  color: ${({ theme: t }) => t.colors.primary};
`;
const Sold = styled.em`
  text-decoration: line-through;
`;

function renderPage(body: React.ReactNode): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<ThemeRoot>{body}</ThemeRoot>));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

it("puts a page's rules, themed, into that page's own style tags", () => {
  const first = renderPage(<Price>€ 9,500</Price>);
  expect(first.html).toContain('€ 9,500');
  const priceRule = new RegExp(`\\.[\\w-]+\\{color:${theme.colors.primary};\\}`);
  expect(first.styles).toMatch(priceRule);
  expect(first.styles).toContain(`background:${theme.colors.bg}`); // the global rules too
  expect(first.styles).not.toContain('line-through');

  const second = renderPage(<Sold>sold</Sold>);
  expect(second.styles).toContain('line-through');
  expect(second.styles).not.toMatch(priceRule);
});
