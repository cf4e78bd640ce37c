import { PERMISSION_MODULES, type AuditEntry } from '@portal/shared';

const moduleLabel = (key: string) => PERMISSION_MODULES.find((m) => m.key === key)?.label ?? key;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** One line saying what an entry changed, from its details, for the actions the portal writes; '' otherwise. */
export function summarise(entry: AuditEntry): string {
  const d = entry.details;
  switch (entry.action) {
    case 'account.status':
      return `${text(d.from)} → ${text(d.to)}`;
    case 'account.update':
      return Array.isArray(d.fields) ? `Changed ${d.fields.join(', ')}` : '';
    case 'permissions.update': {
      const changes = d.changes && typeof d.changes === 'object' ? Object.keys(d.changes) : [];
      return changes.length ? `Changed ${changes.map(moduleLabel).join(', ')}` : 'Saved without changes';
    }
    case 'remote.update':
    case 'remote.rollback':
      return `${text(d.from)} → ${text(d.to)}`;
    case 'job_titles.map':
      return Array.isArray(d.rows) ? d.rows.map((r: { title?: unknown; to?: unknown }) => `${text(r.title)} → ${text(r.to)}`).join('; ') : '';
    case 'notification.mobile':
    case 'notification.desktop':
      return `“${text(d.title) || text(d.text)}” to ${text(d.recipients)} ${d.every ? '(everyone)' : ''}`.trim();
    case 'location.delete':
      return `${text(d.name)} (store ${text(d.store_id)})`;
    default:
      return '';
  }
}
