import { JOB_TITLE_MESSAGES, mappingRows, type JobTitleMapping, type JobTitleMappingBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { RequestUser } from '../../auth/access';
import { writeAudit } from '../../audit';
import { badRequest } from '@portal/shared/node/server';
import { assertMayAssignGroup } from '../permissions/grants';
import * as q from './queries';

type ListedRow = Awaited<ReturnType<typeof q.listJobTitles>>[number];

function toMapping(row: ListedRow): JobTitleMapping {
  return {
    id: row.id,
    paylocity_jobtitle: row.title,
    group_id: row.group_id,
    group_title: row.group_name,
    mapped_at: row.mapped_at ? row.mapped_at.toISOString() : null,
  };
}

export async function list(deps: AppDeps, unmappedOnly: boolean): Promise<{ results: JobTitleMapping[] }> {
  return { results: (await q.listJobTitles(deps.db, unmappedOnly)).map(toMapping) };
}

/**
 * Maps each listed title to the named group, all or nothing: an unknown title or group, or a title listed twice,
 * refuses the whole request and nothing is written.
 */
export async function saveMappings(deps: AppDeps, user: RequestUser, body: JobTitleMappingBody): Promise<{ results: JobTitleMapping[]; message: string }> {
  const rows = mappingRows(body);
  const seen = new Set<string>();
  for (const row of rows) {
    const key = row.paylocity_jobtitle.toLowerCase();
    if (seen.has(key)) throw badRequest(JOB_TITLE_MESSAGES.listedTwice(row.paylocity_jobtitle), 'paylocity_jobtitle');
    seen.add(key);
  }
  await deps.db.transaction().execute(async (tx) => {
    const titles = new Map((await q.findTitlesForUpdate(tx, [...seen])).map((t) => [t.title.toLowerCase(), t]));
    const groups = new Map((await q.findGroupsByName(tx, [...new Set(rows.map((r) => r.group_title.toLowerCase()))])).map((g) => [g.name.toLowerCase(), g]));
    const changes: Array<{ title: string; from: number | null; to: string }> = [];
    for (const row of rows) {
      const title = titles.get(row.paylocity_jobtitle.toLowerCase());
      if (!title) throw badRequest(JOB_TITLE_MESSAGES.unknownTitle(row.paylocity_jobtitle), 'paylocity_jobtitle');
      const group = groups.get(row.group_title.toLowerCase());
      if (!group) throw badRequest(JOB_TITLE_MESSAGES.unknownGroup(row.group_title), 'group_title');
      // a mapped title puts its people in the group: the same rule as setting it on an account
      await assertMayAssignGroup(tx, user, group.id, group.name);
      await q.mapTitle(tx, title.id, group.id, user.id);
      changes.push({ title: title.title, from: title.group_id, to: group.name });
    }
    await writeAudit(tx, { actorId: user.id, action: 'job_titles.map', targetType: 'job_titles', targetId: changes.length, details: { rows: changes } });
  });
  const saved = (await q.listJobTitles(deps.db, false)).filter((r) => seen.has(r.title.toLowerCase()));
  return { results: saved.map(toMapping), message: JOB_TITLE_MESSAGES.saved };
}
