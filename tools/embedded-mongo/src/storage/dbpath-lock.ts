import { promises as fs } from 'fs';
import path from 'path';

const LOCK_FILE = 'embedded-mongo.lock';

/** Directories this process serves (a lock file alone cannot tell two servers in one process apart). */
const heldHere = new Set<string>();

/**
 * Refuses to open a dbpath that a live server already serves (two writers would interleave
 * their journals). A lock left by a killed process names a dead pid and is taken over.
 */
export async function lockDbPath(dir: string): Promise<() => Promise<void>> {
  const resolved = path.resolve(dir);
  const file = path.join(resolved, LOCK_FILE);
  const holder = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  const inUse = heldHere.has(resolved) || (holder !== 0 && holder !== process.pid && isAlive(holder));
  if (inUse) throw new Error(`dbpath ${dir} is in use by process ${holder || process.pid}`);
  heldHere.add(resolved);
  await fs.writeFile(file, String(process.pid));
  return async () => {
    heldHere.delete(resolved);
    await fs.rm(file, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
