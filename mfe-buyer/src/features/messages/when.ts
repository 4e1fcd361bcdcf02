const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const DATE_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const FULL = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a message or notification came, short: '3:05 PM' today, 'Jun 2' this year, 'Jun 2, 2024' before. */
export function shortWhen(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  if (at.toDateString() === now.toDateString()) return TIME.format(at);
  return (at.getFullYear() === now.getFullYear() ? DATE : DATE_YEAR).format(at);
}

/** The same moment in full, for a title or a screen reader. */
export function fullWhen(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : FULL.format(at);
}
