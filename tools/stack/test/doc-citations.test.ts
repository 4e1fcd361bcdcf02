// Comments cite the documents in docs/ ("docs/product.md §6.1"). This keeps every citation in
// comments, test names and file names pointing at something in the repository: no document kept
// elsewhere, no issue number or work branch, no docs/ file or numbered section that does not exist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPO_ROOT = join(__dirname, '../../..');
const DOCS = join(REPO_ROOT, 'docs');
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'coverage',
  '.git',
  '.data',
  'test-results',
  'playwright-report',
  'screenshots',
  'bench-results',
  'docs',
]);
const THIS_FILE = relative(REPO_ROOT, __filename);

/**
 * Citations that lead nowhere from inside the repository, as the code used to write them: documents
 * kept elsewhere (the old product spec, the ARCHITECTURE file, the lettered contracts, a shared
 * folder beside the repository), issue numbers and work branches.
 */
const OUTSIDE_CITATIONS = [
  /\b(?:[Ss]pec|ARCHITECTURE)\b.{0,20}(?:\b[Ss]ections?\b|§)\s*\d/,
  /\bARCHITECTURE\b/,
  /product-spec/i,
  /(?:\/\/|\/\*\*?|^\s*\*)\s*Spec\b/,
  /\bthe spec\b|\bspec's\b/i,
  /\bcontracts? [A-Z]\b|\bcontract\s*§/,
  /(?:\.\.\/|\/work\/)shared\//,
  /\bissues?\s*#?\d/i,
  /\b(?:the|this|that) issue\b/i,
  /(?<![\w/.-])h\/[a-z][\w.-]*/,
];
/** A docs/ path (a Markdown file or a folder), optionally followed by section numbers. */
const DOCS_CITATION =
  /(?<![\w/.:-])(docs\/(?:[\w.-]+\/)*(?:[\w.-]+\.md\b|(?=[\s)`'",;]|$)))((?:,?\s*§\s*\d+(?:\.\d+)*)*)/g;

function* files(dir: string, wanted: RegExp): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* files(join(dir, entry.name), wanted);
    } else if (wanted.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

/** A file whose name says which issue it was written for says nothing about what it tests. */
function isNamedAfterAnIssue(path: string): boolean {
  return /(?:^|[/_.-])issue[-_]?\d/i.test(path);
}

/** Section numbers of a Markdown file: '## 6. Bookings' gives '6', '### 6.1 Holds' gives '6.1'. */
function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]));
}

/** Every problem with the citations in one file's text, as 'line: what'. */
function citationProblems(text: string, repoRoot: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    const at = `line ${i + 1}`;
    if (OUTSIDE_CITATIONS.some((pattern) => pattern.test(line)))
      problems.push(`${at}: cites a document outside the repository: ${line.trim()}`);
    for (const [, path, sections] of line.matchAll(DOCS_CITATION)) {
      const file = join(repoRoot, path);
      if (!existsSync(file)) {
        problems.push(`${at}: ${path} does not exist`);
        continue;
      }
      const cited = [...sections.matchAll(/§\s*(\d+(?:\.\d+)*)/g)].map((m) => m[1]);
      if (!cited.length) continue;
      const known = sectionsOf(readFileSync(file, 'utf8'));
      for (const section of cited) if (!known.has(section)) problems.push(`${at}: ${path} has no section ${section}`);
    }
  });
  return problems;
}

describe('document citations in source comments', () => {
  it('point only at docs/ files and numbered sections that exist', () => {
    const problems: string[] = [];
    for (const file of files(REPO_ROOT, SOURCE)) {
      const path = relative(REPO_ROOT, file);
      if (path === THIS_FILE) continue;
      for (const problem of citationProblems(readFileSync(file, 'utf8'), REPO_ROOT))
        problems.push(`${path} ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('flags the citations it exists to catch', () => {
    const cite = (comment: string) => citationProblems(comment, REPO_ROOT);
    expect(cite('// Dashboard link per role (spec section 2).')).toHaveLength(1);
    expect(cite('/** The seeded Buyer (ARCHITECTURE section 5). */')).toHaveLength(1);
    expect(cite('/** Spec: the sale price in k$. */')).toHaveLength(1);
    expect(cite('// Holds (docs/product.md §6.1).')).toEqual([]);
    expect(cite('// See docs/decisions/ and docs/architecture.md §5, §8.2.')).toEqual([]);
    expect(cite('// Holds (docs/product.md §42).')).toEqual(['line 1: docs/product.md has no section 42']);
    expect(cite('// See docs/glossary.md.')).toEqual(['line 1: docs/glossary.md does not exist']);
    expect(cite('// 1000 docs/s inserted')).toEqual([]);
    expect(cite('// The toaster loads with the first toast (issue 12: not on the home page).')).toHaveLength(1);
    expect(cite("it('passes the mail settings to the API (Issue #17)', () => {")).toHaveLength(1);
    expect(cite('// ---- saved searches (h/conv-api): any signed-in account ----')).toHaveLength(1);
    expect(cite('// merged from h/lcp')).toHaveLength(1);
    expect(cite('// Saved searches (contract D): matched at write time.')).toHaveLength(1);
    expect(cite("/** Why a listing interests a search (contract B's priceHistory). */")).toHaveLength(1);
    expect(cite('// The fields of the spec §4, as ../shared/spec/product-spec.md lists them.')).toHaveLength(1);
    expect(cite("it('lists the four questions of the spec as accordion buttons', () => {")).toHaveLength(1);
    expect(cite('// The page polls every 3 s: within the 5 s the issue allows.')).toHaveLength(1);
    expect(cite('// A shell before contract 1.1 ignores it; the contract between shell and remote.')).toEqual([]);
    expect(cite("// One branch per role; the path/h/x and high/low are not branches; tissue 12 isn't one.")).toEqual(
      [],
    );
  });

  it('names no source file after an issue', () => {
    const named = [...files(REPO_ROOT, SOURCE)].map((file) => relative(REPO_ROOT, file)).filter(isNamedAfterAnIssue);
    expect(named).toEqual([]);
  });

  it('tells a file named after an issue from one named after what it tests', () => {
    expect(['e2e/tests/issue17.spec.ts', 'api/test/issue-13.spec.ts'].filter(isNamedAfterAnIssue)).toHaveLength(2);
    expect(['e2e/tests/conversations.spec.ts', 'api/test/issues.spec.ts'].filter(isNamedAfterAnIssue)).toEqual([]);
  });

  it('keeps the relative links between documents in docs/ working', () => {
    const broken: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.md')) {
          for (const [, target] of readFileSync(path, 'utf8').matchAll(/\]\((?!https?:|#)([^)#\s]+)/g)) {
            if (!existsSync(join(dir, target))) broken.push(`${relative(REPO_ROOT, path)} -> ${target}`);
          }
        }
      }
    };
    walk(DOCS);
    expect(broken).toEqual([]);
  });
});
