import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';

/** SVG images the API serves itself under /static (the machines are offline): api/assets. */
export const ASSETS_DIR = join(__dirname, '..', 'assets');
export const STATIC_PREFIX = '/static/';

const STATIC_PATH = /^\/static\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(svg|png|jpe?g|webp)$/;

/** True for a /static/... path that names a file this API actually serves. */
export function isServedAsset(path: string): boolean {
  if (!STATIC_PATH.test(path)) return false;
  const relative = normalize(path.slice(STATIC_PREFIX.length));
  return existsSync(join(ASSETS_DIR, relative));
}
