// E-mail about the account itself (not notifications: nothing to unsubscribe from): the password
// reset link and the confirmation that an account was closed. Plain text and HTML, branded like
// the notification e-mail.
import type { OutgoingMail } from './mail-transport';
import { escapeHtml } from './notification-email';

function page(paragraphs: string[], action?: { label: string; href: string }): string {
  return [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">',
    '<p style="font-weight:700;font-size:18px">CarMarket</p>',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action
      ? [
          `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
          `<p style="color:#666;font-size:12px">Or open this address: ${escapeHtml(action.href)}</p>`,
        ]
      : []),
    '</body></html>',
  ].join('\n');
}

/** The link of "Forgot password?"; `link` opens the web app's /reset-password page. */
export function passwordResetEmail(to: string, name: string, link: string, validMinutes: number): OutgoingMail {
  const lines = [
    `Hello ${name},`,
    'Someone (we hope you) asked to reset the password of your CarMarket account.',
    `The link works once and for about ${validMinutes} minutes. If you did not ask, ignore this e-mail: your password stays as it is.`,
  ];
  return {
    to,
    subject: 'CarMarket: reset your password',
    text: [...lines, '', `Set a new password: ${link}`].join('\n'),
    html: page(lines, { label: 'Set a new password', href: link }),
  };
}

/** Sent to the address an account had, once it is closed. */
export function accountClosedEmail(to: string, name: string, byAdmin: boolean, helpLink: string): OutgoingMail {
  const lines = [
    `Hello ${name},`,
    byAdmin
      ? 'Your CarMarket account was closed by our team. You can no longer sign in with it.'
      : 'Your CarMarket account is closed, as you asked. You can no longer sign in with it.',
    'Your open bookings were cancelled and your listings taken off the market. Messages you wrote stay readable to the people you wrote to, signed "Deleted user"; paid orders and payment records are kept for accounting, without your name or address.',
    `Questions: ${helpLink}`,
  ];
  return {
    to,
    subject: 'CarMarket: your account is closed',
    text: lines.join('\n\n'),
    html: page(lines),
  };
}
