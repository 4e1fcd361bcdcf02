// Which messages get a safety notice for their reader: those with a link (a common phishing lure)
// or asking to pay outside CarMarket (deposits by wire, gift cards, crypto…), the usual scams of
// classified car sales. A heuristic: it warns, it never blocks a message.
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9][a-z0-9-]*\.(?:com|net|org|io|co|me|ru|cn|xyz|info|biz|app|link|ly|gl|site|online|shop|top)\b/i;
const OFF_PLATFORM_PAYMENT = new RegExp(
  [
    'western union',
    'moneygram',
    'wire (?:transfer|the money|me)',
    'bank transfer',
    '\\biban\\b',
    'paypal',
    'venmo',
    'zelle',
    'cash ?app',
    'bitcoin',
    '\\bbtc\\b',
    'crypto',
    '\\busdt\\b',
    'gift ?cards?',
    'pay (?:me )?(?:outside|directly|off[- ]?(?:site|platform))',
    'outside (?:of )?carmarket',
    '(?:a |the )?deposit (?:first|up ?front|in advance|before)',
    'send (?:me )?(?:the )?(?:money|payment|deposit)',
  ].join('|'),
  'i',
);

export function needsSafetyNotice(text: string): boolean {
  return LINK.test(text) || OFF_PLATFORM_PAYMENT.test(text);
}
