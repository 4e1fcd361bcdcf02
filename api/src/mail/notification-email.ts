// One notification as an e-mail: plain text and HTML (every piece of user text escaped), with the
// unsubscribe link in the body and as List-Unsubscribe headers.
import { KIND_LABELS, type NotificationKind } from '../notifications/notification-kinds';
import type { OutgoingMail } from './mail-transport';

export interface EmailContent {
  to: string;
  recipientName: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Absolute addresses. */
  link: string;
  unsubscribe: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export function notificationEmail(c: EmailContent): OutgoingMail {
  const stopLine = `You get this because e-mail for "${KIND_LABELS[c.kind]}" is on.`;
  const text = [
    `Hello ${c.recipientName},`,
    '',
    c.title,
    '',
    c.body,
    '',
    `Open CarMarket: ${c.link}`,
    '',
    '--',
    stopLine,
    `Turn it off: ${c.unsubscribe}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">',
    `<p>Hello ${escapeHtml(c.recipientName)},</p>`,
    `<h2 style="font-size:18px">${escapeHtml(c.title)}</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(c.body)}</p>`,
    `<p><a href="${escapeHtml(c.link)}">Open CarMarket</a></p>`,
    `<hr><p style="color:#666;font-size:12px">${escapeHtml(stopLine)} <a href="${escapeHtml(c.unsubscribe)}">Turn it off</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: c.to,
    subject: `CarMarket: ${c.title}`,
    text,
    html,
    // RFC 8058: mail clients unsubscribe with one POST to the link; opening it only asks.
    headers: { 'List-Unsubscribe': `<${c.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
