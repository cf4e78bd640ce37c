import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteDescriptor } from '@portal/shared';
import type { Db } from '../../db';
import { readDescriptorFile } from './descriptors';
import * as q from './queries';

interface SyncOptions {
  staticRoot: string;
  remoteUrlOverrides: Record<string, string>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Each `mf-*` folder's built descriptor; in dev (URL override) the source portal.json will do. */
async function discover(options: SyncOptions): Promise<{ folder: string; descriptor: RemoteDescriptor }[]> {
  const entries = await fs.readdir(options.staticRoot, { withFileTypes: true });
  const found: { folder: string; descriptor: RemoteDescriptor }[] = [];
  for (const folder of entries
    .filter((e) => e.isDirectory() && e.name.startsWith('mf-'))
    .map((e) => e.name)
    .sort()) {
    const built = path.join(options.staticRoot, folder, 'dist', 'portal.json');
    const source = path.join(options.staticRoot, folder, 'portal.json');
    const hasOverride = Object.keys(options.remoteUrlOverrides).includes(folder.replace('-', '_'));
    const file = (await exists(built)) ? built : hasOverride && (await exists(source)) ? source : null;
    if (!file) {
      options.log.warn(`${folder}: no dist/portal.json, not registered (build it first)`);
      continue;
    }
    try {
      found.push({ folder, descriptor: await readDescriptorFile(file) });
    } catch (e) {
      options.log.warn(`${folder}: invalid portal.json, skipped: ${(e as Error).message}`);
    }
  }
  return found;
}

/**
 * Start-up registry seed (contract): a new remote gets `/mf/<folder>/mf-manifest.json`; a known one gets
 * its descriptor refreshed and keeps the URL an administrator chose. PORTAL_REMOTE_URLS (dev) wins.
 */
export async function syncRemotes(db: Db, options: SyncOptions): Promise<void> {
  for (const { folder, descriptor } of await discover(options)) {
    const existing = await q.findRemote(db, descriptor.name);
    if (!existing) {
      const url = `/mf/${folder}/mf-manifest.json`;
      await q.insertRemote(db, descriptor, url);
      await q.addHistory(db, descriptor.name, url, null);
    } else {
      await q.updateDescriptor(db, descriptor);
    }
  }
  for (const [name, url] of Object.entries(options.remoteUrlOverrides)) {
    const existing = await q.findRemote(db, name);
    if (!existing) {
      options.log.warn(`PORTAL_REMOTE_URLS names ${name}, which has no portal.json: ignored`);
      continue;
    }
    if (existing.manifest_url === url) continue;
    await q.setManifestUrl(db, name, url, existing.manifest_url);
    await q.addHistory(db, name, url, null);
  }
}
