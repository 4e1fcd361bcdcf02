import { render } from '@testing-library/react';
import { firstScreenCards, useCardsDrawn } from './first-screen-cards';

test('a phone shows at most three cards at once, a wide screen a row of several, and never none', () => {
  expect(firstScreenCards(390, 844)).toBe(3);
  expect(firstScreenCards(1280, 800)).toBe(12);
  expect(firstScreenCards(200, 100)).toBe(1);
});

test("the first render draws only the first screen's cards, the next one all of them", () => {
  const drawn: number[] = [];
  function List({ count }: { count: number }) {
    drawn.push(useCardsDrawn(count));
    return null;
  }
  Object.assign(window, { innerWidth: 390, innerHeight: 844 });
  render(<List count={12} />);
  expect(drawn[0]).toBe(3);
  expect(drawn.at(-1)).toBe(12);
  render(<List count={2} />);
  expect(drawn.at(-1)).toBe(2);
});
