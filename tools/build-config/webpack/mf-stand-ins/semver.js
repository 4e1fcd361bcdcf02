// Stands in, in the shell's build, for the runtime core's semver matcher
// (@module-federation/runtime-core/dist/utils/semver/index.js, about 1.6 KB gzip): `satisfy`
// for the ranges package.json files and the core itself write: x-ranges (*, x, 1.x), exact or
// =, <, <=, >, >=, ^, ~, hyphen ranges, space-joined (all must hold) and || (one must).
// Prerelease tags order below their release, compared as text (no shared version here has one). Shared modules here are
// singletons with strictVersion off, so a mismatch is a console warning, never a refusal.
// tools/build-config/test/mf-stand-ins.test.ts checks it answers as the original does.
const VERSION = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([\w.-]+))?(?:\+[\w.-]+)?$/;

/** [major, minor, patch, prerelease], a wildcard or missing part as null; null if no version. */
function parse(text) {
  const m = VERSION.exec(text.trim());
  return m && [1, 2, 3].map((i) => (m[i] === undefined || /\D/.test(m[i]) ? null : +m[i])).concat(m[4] || '');
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if ((a[i] || 0) !== (b[i] || 0)) return (a[i] || 0) - (b[i] || 0);
  return a[3] === b[3] ? 0 : !a[3] ? 1 : !b[3] ? -1 : a[3] < b[3] ? -1 : 1;
}

/** The first version above an x-range or a caret/tilde range's floor. */
const above = ([major, minor, patch], caret) =>
  minor === null || (caret && major > 0)
    ? [major + 1, 0, 0, '']
    : patch === null || !caret || minor > 0
      ? [major, minor + 1, 0, '']
      : [0, 0, patch + 1, ''];

/** One space-joined range as [test, bound] pairs, or null when a part is no version. */
function comparators(range) {
  const hyphen = /^\s*(\S+)\s+-\s+(\S+)\s*$/.exec(range);
  if (hyphen) range = `>=${hyphen[1]} <=${hyphen[2]}`;
  const out = [];
  for (const token of range
    .replace(/([<>=^~]+)\s+/g, '$1')
    .split(/\s+/)
    .filter(Boolean)) {
    const [, op, rest] = /^(<=|>=|<|>|=|\^|~)?(.*)$/.exec(token);
    const v = parse(rest);
    if (!v) return null;
    if (v[0] === null) continue; // '*': anything
    const floor = [v[0], v[1] || 0, v[2] || 0, v[3]];
    const partial = v[1] === null || v[2] === null;
    if (op === '^' || op === '~' || (!op && partial)) out.push(['>=', floor], ['<', above(v, op === '^')]);
    else if (partial && (op === '<=' || op === '>')) out.push([op === '<=' ? '<' : '>=', above(v)]);
    else out.push([op || '=', floor]);
  }
  return out;
}

const TESTS = { '=': (c) => c === 0, '<': (c) => c < 0, '<=': (c) => c <= 0, '>': (c) => c > 0, '>=': (c) => c >= 0 };

export function satisfy(version, range) {
  const v = parse(String(version));
  return (
    Boolean(v && v[0] !== null) &&
    String(range)
      .split('||')
      .some((alternative) => {
        const list = comparators(alternative);
        return list !== null && list.every(([op, bound]) => TESTS[op](compare(v, bound)));
      })
  );
}
