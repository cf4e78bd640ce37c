import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteDescriptor, type RemoteDescriptor } from '@portal/shared';

/** `/mf/<folder>/...` → the folder whose dist/ the api serves there. */
export function localDistPath(staticRoot: string, manifestUrl: string): string | null {
  const match = /^\/mf\/(mf-[a-z0-9-]+)\/(.*)$/.exec(manifestUrl);
  if (!match) return null;
  const dist = path.join(staticRoot, match[1]!, 'dist');
  const file = path.resolve(dist, match[2]!);
  return file.startsWith(dist + path.sep) ? file : null;
}

export async function readDescriptorFile(file: string): Promise<RemoteDescriptor> {
  return remoteDescriptor.parse(JSON.parse(await fs.readFile(file, 'utf8')));
}

/**
 * The portal.json that sits beside a manifest (same folder), from disk for our own /mf/ URLs or over
 * HTTP for others. Null when it cannot be read or is not valid: the registry then keeps the old one.
 */
export async function descriptorBeside(staticRoot: string, manifestUrl: string): Promise<RemoteDescriptor | null> {
  try {
    const local = localDistPath(staticRoot, manifestUrl);
    if (local) return await readDescriptorFile(path.join(path.dirname(local), 'portal.json'));
    if (!/^https?:\/\//.test(manifestUrl)) return null;
    const res = await fetch(new URL('portal.json', manifestUrl), { signal: AbortSignal.timeout(3000) });
    if (!res.ok) return null;
    return remoteDescriptor.parse(await res.json());
  } catch {
    return null;
  }
}
