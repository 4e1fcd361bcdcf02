// My Products at desktop and phone width: every card's buttons stay inside the card.
import { ACCOUNTS } from '../support/accounts';
import { loginThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px My Products' buttons stay inside their cards`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await loginThroughUi(page, ACCOUNTS.seller);
    await page.goto('/dashboard/products');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first().getByRole('button', { name: 'Delete' })).toBeVisible();
    const outside = await cards.evaluateAll((articles) =>
      articles.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return Array.from(card.querySelectorAll('button'))
          .filter((button) => {
            const b = button.getBoundingClientRect();
            return b.left < box.left || b.right > box.right || b.top < box.top || b.bottom > box.bottom;
          })
          .map((button) => `${card.getAttribute('aria-label')}: ${button.textContent}`);
      }),
    );
    expect(outside).toEqual([]);
  });
}
