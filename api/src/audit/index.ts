import type { Db } from '../db';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  details: Record<string, unknown>;
}

/** Who did what to whom, when: impersonations, status changes, permission and registry edits. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      details: JSON.stringify(entry.details),
    })
    .execute();
}
