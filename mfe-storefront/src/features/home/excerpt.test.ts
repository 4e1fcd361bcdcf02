import { AD_EXCERPT_LENGTH, excerpt } from './excerpt';

const LONG =
  'Dual-motor AWD, 310 mi EPA range, premium interior and autopilot. One owner, garage kept, new tyres last spring.';

it('cuts a long description to its first 80 characters and adds an ellipsis', () => {
  expect(AD_EXCERPT_LENGTH).toBe(80);
  const cut = excerpt(LONG);
  expect(cut).toBe(`${LONG.slice(0, 80)}…`);
  expect(cut.startsWith(LONG.slice(0, 80))).toBe(true);
  expect(Array.from(cut)).toHaveLength(81);
});

it('keeps a description of 80 characters or fewer whole, without an ellipsis', () => {
  const exactly80 = 'x'.repeat(80);
  expect(excerpt(exactly80)).toBe(exactly80);
  expect(excerpt('Pearl white, 21" wheels.')).toBe('Pearl white, 21" wheels.');
});

it('does not leave a space before the ellipsis when the cut falls after a word', () => {
  const text = `${'a'.repeat(79)} and more words`;
  expect(excerpt(text)).toBe(`${'a'.repeat(79)}…`);
});

it('counts characters, so an emoji at the cut is kept whole', () => {
  const text = `${'a'.repeat(79)}🚗 and the rest`;
  expect(excerpt(text)).toBe(`${'a'.repeat(79)}🚗…`);
});
