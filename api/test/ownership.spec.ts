// Each feature owns its collection: a model is injected only inside the folder that defines its
// schema, no module exports MongooseModule, and only listings/ writes a listing's state. Other
// features go through the owner's service. A text scan, so the rule cannot silently regress.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  feature: relative(SRC, path).split('/')[0],
  // Comments may mention anything; only code counts.
  code: readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, ''),
}));

/** The feature folder whose schema file declares `@Schema() class <name>`. */
const owners = new Map(
  files.flatMap((f) =>
    [...f.code.matchAll(/@Schema\([^)]*\)\s*export class (\w+)/g)].map((m) => [m[1], f.feature] as const),
  ),
);

describe('data ownership', () => {
  it('finds the schemas it guards', () => {
    expect(owners.get('Listing')).toBe('listings');
    expect(owners.get('User')).toBe('users');
  });

  it('injects each model only inside the feature that owns it', () => {
    const outside = files.flatMap((f) =>
      [...f.code.matchAll(/(?:InjectModel|getModelToken)\((\w+)\.name\)/g)]
        .filter((m) => owners.get(m[1]) !== f.feature)
        .map((m) => `${f.path} uses the ${m[1]} model (owned by ${owners.get(m[1]) ?? 'nobody'})`),
    );
    expect(outside).toEqual([]);
  });

  it('exports no MongooseModule from a feature module', () => {
    const exporting = files
      .filter((f) => f.path.endsWith('.module.ts') && /exports:\s*\[[^\]]*MongooseModule/.test(f.code))
      .map((f) => f.path);
    expect(exporting).toEqual([]);
  });

  it("writes a listing's isSold only in listings/", () => {
    // isPaid is an order field too; the Listing model rule above keeps the listing's isPaid in listings/.
    expect(files.filter((f) => f.feature !== 'listings' && /\bisSold\b/.test(f.code)).map((f) => f.path)).toEqual([]);
  });
});
