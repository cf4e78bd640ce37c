import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process already holds the embedded database. */
export class DataDirBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process per PGlite folder: two writers on the same files would corrupt what users saved.
 * A lock file holds the owner's pid; a stale one (its process gone) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(fs.readFileSync(file, 'utf8'));
      if (owner && owner !== process.pid && alive(owner)) {
        throw new DataDirBusyError(`Another portal process (pid ${owner}) is using the database in ${dir}. Stop it first, or set DATA_DIR to another folder.`);
      }
      fs.unlinkSync(file); // stale: its process is gone
    }
  }
  throw new DataDirBusyError(`Could not lock ${dir}.`);
}
