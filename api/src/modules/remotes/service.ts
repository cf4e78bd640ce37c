import { remoteDescriptor, type RegistryRemote, type RemoteHealth, type RemoteHistoryEntry, type UpdateRemoteBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { RemoteRow } from '../../db/schema';
import type { RequestUser } from '../../auth/access';
import { writeAudit } from '../../audit';
import { badRequest, notFound } from '@portal/shared/node/server';
import { descriptorBeside } from './descriptors';
import { checkManifest, readManifestInfo } from './manifests';
import * as q from './queries';

export function toRegistryRemote(row: RemoteRow): RegistryRemote {
  return {
    ...remoteDescriptor.parse(row.descriptor),
    manifestUrl: row.manifest_url,
    previousUrl: row.previous_url,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The registry with each remote's entry and singleton ranges (`requires`) as its manifest names them now (the rows from `deps.registry`, ./registryCache). */
export async function list(deps: AppDeps): Promise<RegistryRemote[]> {
  const remotes = await deps.registry.remotes();
  return Promise.all(
    remotes.map(async (remote) => {
      const info = await readManifestInfo(deps.config.staticRoot, remote.manifestUrl);
      return { ...remote, entryUrl: info?.entryUrl ?? null, requires: info?.requires ?? null };
    }),
  );
}

/** Points a remote at a new build (or back at the previous one); the shell picks it up on next load. */
export async function update(deps: AppDeps, user: RequestUser, name: string, body: UpdateRemoteBody): Promise<RegistryRemote> {
  const current = await q.findRemote(deps.db, name);
  if (!current) throw notFound('Remote');
  let next: string;
  if (body.rollback) {
    if (!current.previous_url) throw badRequest('There is no previous URL to roll back to.');
    next = current.previous_url;
  } else {
    next = body.manifestUrl!;
  }
  const descriptor = await descriptorBeside(deps.config.staticRoot, next);
  const row = await deps.db.transaction().execute(async (tx) => {
    if (descriptor?.name === name) await q.updateDescriptor(tx, descriptor);
    const updated = await q.setManifestUrl(tx, name, next, current.manifest_url);
    await q.addHistory(tx, name, next, user.id);
    await writeAudit(tx, {
      actorId: user.id,
      action: body.rollback ? 'remote.rollback' : 'remote.update',
      targetType: 'remote',
      targetId: name,
      details: { from: current.manifest_url, to: next },
    });
    return updated;
  });
  // this instance's page policy allows the new origin at once (others hear the database's notification)
  deps.changes.changed('remotes');
  return toRegistryRemote(row);
}

export async function history(deps: AppDeps, name: string): Promise<{ results: RemoteHistoryEntry[] }> {
  if (!(await q.findRemote(deps.db, name))) throw notFound('Remote');
  const rows = await q.listHistory(deps.db, name);
  return {
    results: rows.map((r) => ({
      manifestUrl: r.manifest_url,
      changedBy: r.first_name ? `${r.first_name} ${r.last_name}` : null,
      changedAt: r.changed_at.toISOString(),
    })),
  };
}

/**
 * Each remote's health as the api sees it now: its manifest read fresh (reachable, the build version it names), and
 * the registry's last change of it (who, when; the start-up seed has no one).
 */
export async function health(deps: AppDeps): Promise<{ results: RemoteHealth[] }> {
  const [rows, latest] = await Promise.all([q.listRemotes(deps.db), q.latestChanges(deps.db)]);
  const byName = new Map(latest.map((h) => [h.name, h]));
  const results = await Promise.all(
    rows.map(async (row): Promise<RemoteHealth> => {
      const check = await checkManifest(deps.config.staticRoot, row.manifest_url);
      const change = byName.get(row.name);
      return {
        name: row.name,
        manifestUrl: row.manifest_url,
        ...check,
        checkedAt: new Date().toISOString(),
        lastChange: {
          at: (change?.changed_at ?? row.updated_at).toISOString(),
          by: change?.first_name ? `${change.first_name} ${change.last_name}` : null,
          action: change?.changed_by ? 'switch' : 'seed',
        },
      };
    }),
  );
  return { results };
}
