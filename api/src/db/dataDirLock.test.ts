import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, lockDataDir } from './dataDirLock';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a second live owner with a readable message', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, 'portal.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirBusyError);
      expect(() => lockDataDir(dir)).toThrow(/Another portal process .* is using the database/);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock and releases its own', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'portal.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'portal.lock'))).toBe(false);
  });
});
