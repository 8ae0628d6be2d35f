/**
 * PGlite does not lock its folder, and two processes on one folder silently diverge. So whoever
 * opens an embedded database folder (the server, or a command such as a backup) first writes its pid
 * to `<DATA_DIR>.lock`; another live process finds it and stops with a clear message. A lock left by
 * a killed process (its pid no longer runs) is taken over.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirInUseError extends Error {}

/** Takes the folder's lock; returns the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const path = `${resolve(dataDir)}.lock`;
  const mine = String(process.pid);
  try {
    writeFileSync(path, mine, { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(path, 'utf8').trim());
    if (holder && holder !== process.pid && isRunning(holder)) {
      throw new DataDirInUseError(
        `The embedded database in ${dataDir} is open in another process (pid ${holder}). Stop that process first: only one process may open an embedded database folder.`,
      );
    }
    writeFileSync(path, mine);
  }
  return () => {
    try {
      if (readFileSync(path, 'utf8').trim() === mine) unlinkSync(path);
    } catch {
      // already gone
    }
  };
}
