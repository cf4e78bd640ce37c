import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './store';

const PARTIAL = /^\.[0-9a-f-]{36}\.part$/;

/** Files under one folder of the local disk (DATA_DIR/uploads): the embedded single-instance default. */
export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async write(key: string, chunks: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<number> {
    const target = path.join(this.root, key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = path.join(path.dirname(target), `.${randomUUID()}.part`);
    const handle = await fs.open(temp, 'w');
    let size = 0;
    try {
      try {
        for await (const chunk of chunks) {
          await handle.write(chunk);
          size += chunk.length;
        }
      } finally {
        await handle.close();
      }
      await fs.rename(temp, target);
      return size;
    } catch (e) {
      await fs.rm(temp, { force: true });
      throw e;
    }
  }

  async stat(key: string) {
    const stat = await fs.stat(path.join(this.root, key)).catch(() => null);
    return stat?.isFile() ? { size: stat.size, createdAt: stat.mtime } : null;
  }

  read(key: string, start: number, end: number): AsyncIterable<Buffer> {
    return createReadStream(path.join(this.root, key), { start, end });
  }

  async remove(key: string): Promise<void> {
    await fs.rm(path.join(this.root, key), { force: true });
  }

  async list(folder: string) {
    const dir = path.join(this.root, folder);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const files = [];
    for (const name of names) {
      const stat = await fs.stat(path.join(dir, name)).catch(() => null);
      if (stat?.isFile()) files.push({ key: `${folder}/${name}`, createdAt: stat.mtime, partial: PARTIAL.test(name) });
    }
    return files;
  }

  /** Every complete file under the root, as keys (`folder/name`), half-written ones and dot files left out. */
  async keys(): Promise<string[]> {
    const entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  }
}
