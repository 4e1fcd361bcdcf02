import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
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

test('a page drawn on the server keeps every card it drew while the browser takes it over', async () => {
  const drawn: number[] = [];
  function List({ count }: { count: number }) {
    const cards = useCardsDrawn(count);
    drawn.push(cards);
    return (
      <ul>
        {Array.from({ length: cards }, (_, i) => (
          <li key={i}>{`car ${i}`}</li>
        ))}
      </ul>
    );
  }
  Object.assign(window, { innerWidth: 390, innerHeight: 844 });
  const host = document.createElement('div');
  host.innerHTML = `<ul>${Array.from({ length: 12 }, (_, i) => `<li>car ${i}</li>`).join('')}</ul>`;
  document.body.append(host);
  const removed: Node[] = [];
  new MutationObserver((records) => records.forEach((r) => removed.push(...r.removedNodes))).observe(host, {
    childList: true,
    subtree: true,
  });
  await act(async () => {
    hydrateRoot(host, <List count={12} />);
  });
  expect(host.querySelectorAll('li')).toHaveLength(12);
  // Every render drew all twelve, so no card was taken out and drawn again after hydration.
  expect(drawn.every((n) => n === 12)).toBe(true);
  expect(removed).toHaveLength(0);
});
