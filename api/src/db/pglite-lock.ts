import fs from 'node:fs';
import path from 'node:path';

export class DataDirectoryLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is already used by another Conexões API process (pid ${pid}). ` +
        'PGlite allows one process per directory: stop that process, or point DATA_DIR elsewhere, ' +
        'or use PostgreSQL through DATABASE_URL.',
    );
    this.name = 'DataDirectoryLockedError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite does not stop a second process from opening the same directory (which would corrupt it), so we
 * hold `<dataDir>.lock` holding our pid. A lock left by a dead process is taken over.
 * Returns the release function.
 */
export const lockDataDirectory = (dataDir: string): (() => void) => {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirectoryLockedError(dataDir, pid);
      // Stale lock of a dead process (or garbage): take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
};
