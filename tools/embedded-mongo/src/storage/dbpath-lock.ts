import { promises as fs } from 'fs';
import path from 'path';

const LOCK_FILE = 'embedded-mongo.lock';

/**
 * Refuses to open a dbpath that a live process already serves (two writers would interleave
 * their journals). A lock left by a killed process names a dead pid and is taken over.
 */
export async function lockDbPath(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, LOCK_FILE);
  const holder = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`dbpath ${dir} is in use by process ${holder}`);
  }
  await fs.writeFile(file, String(process.pid));
  return () => fs.rm(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
