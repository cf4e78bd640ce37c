import type { Readable } from 'node:stream';
import { AUDIT_EXPORT_COLUMNS, auditActionLabel, auditFilterQueryString, offsetPaging, type AuditEntry, type AuditFilter, type AuditListRequest, type Page } from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db';
import { csvStream, xlsxStream } from '../../http/spreadsheet';
import * as q from './queries';

const fullName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

/** A person, group or remote by name; a deleted location by the name it had, any other deleted thing by its title. */
function targetLabel(row: q.AuditRow): string | null {
  if (row.target_type === 'remote') return row.target_id;
  if (row.target_type === 'location' && typeof row.details.name === 'string') return row.details.name;
  if (row.action.endsWith('.delete') && typeof row.details.title === 'string') return row.details.title;
  return fullName(row.target_first_name, row.target_last_name) ?? row.target_group;
}

function toEntry(row: q.AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor_id: row.actor_id,
    actor_name: fullName(row.actor_first_name, row.actor_last_name),
    actor_email: row.actor_email,
    target_type: row.target_type,
    target_id: row.target_id,
    target_label: targetLabel(row),
    details: row.details,
    createdAt: row.created_at.toISOString(),
  };
}

export async function list(deps: AppDeps, request: AuditListRequest): Promise<Page<AuditEntry>> {
  const [rows, total] = await Promise.all([q.listPage(deps.db, request, request.limit, request.offset), q.count(deps.db, request)]);
  return { results: rows.map(toEntry), ...offsetPaging(request, total, (r) => auditFilterQueryString(r, r)) };
}

export async function actions(deps: AppDeps) {
  return { results: (await q.distinctActions(deps.db)).map((action) => ({ value: action, label: auditActionLabel(action) })) };
}

/** Rows read per query while streaming an export. */
export const AUDIT_EXPORT_BATCH = 5_000;

/** Every matching entry as export cells (`AUDIT_EXPORT_COLUMNS`), newest first, a batch at a time. */
export async function* exportRows(db: Db, filter: AuditFilter): AsyncGenerator<string[][]> {
  let before: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const rows = await q.batchBefore(db, filter, before, AUDIT_EXPORT_BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => {
      const entry = toEntry(row);
      return [
        entry.createdAt,
        auditActionLabel(entry.action),
        entry.actor_name ?? '',
        entry.actor_email ?? '',
        entry.target_type,
        entry.target_label ? `${entry.target_label} (${entry.target_id})` : entry.target_id,
        JSON.stringify(entry.details),
      ];
    });
    const last = rows[rows.length - 1]!;
    before = { createdAt: last.created_at, id: last.id };
    if (rows.length < AUDIT_EXPORT_BATCH) return;
  }
}

export function csv(deps: AppDeps, filter: AuditFilter): AsyncGenerator<string> {
  return csvStream(AUDIT_EXPORT_COLUMNS, exportRows(deps.db, filter));
}

export function xlsx(deps: AppDeps, filter: AuditFilter): Readable {
  return xlsxStream(
    'Audit',
    AUDIT_EXPORT_COLUMNS.map((header) => ({ header, width: header === 'Details' ? 60 : header === 'When' ? 26 : 22 })),
    exportRows(deps.db, filter),
  );
}
