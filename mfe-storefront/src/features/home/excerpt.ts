/** docs/product.md §9: an advertisement's description shows its first 80 characters plus an ellipsis. */
export const AD_EXCERPT_LENGTH = 80;

/**
 * The first `length` characters of `text` followed by '…' when it is longer; shorter text is
 * returned whole. Counts characters, not UTF-16 units, so an emoji or accent is never split.
 */
export function excerpt(text: string, length = AD_EXCERPT_LENGTH): string {
  const chars = Array.from(text.trim());
  if (chars.length <= length) return chars.join('');
  return `${chars.slice(0, length).join('').trimEnd()}…`;
}
