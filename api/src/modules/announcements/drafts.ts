import { ANNOUNCEMENT_MESSAGES as M, type NewsletterDraft, type NewsletterDraftCreateBody, type NewsletterDraftUpdateBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { notFound } from '@portal/shared/node/server';
import type { NewsletterDraftRow } from './tables';

function toDraft(row: NewsletterDraftRow): NewsletterDraft {
  return {
    id: row.id,
    subject: row.subject,
    draft: row.draft,
    target_date: row.target_date ? row.target_date.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listDrafts(deps: AppDeps): Promise<NewsletterDraft[]> {
  const rows = await deps.db.selectFrom('newsletter_drafts').selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(200).execute();
  return rows.map(toDraft);
}

type DraftValues = Required<Pick<NewsletterDraftCreateBody, 'draft'>> & { subject: string; target_date?: string | null };

export async function createDraft(deps: AppDeps, userId: number, body: DraftValues): Promise<{ results: NewsletterDraft; message: string }> {
  const row = await deps.db
    .insertInto('newsletter_drafts')
    .values({ subject: body.subject, draft: JSON.stringify(body.draft), target_date: body.target_date ?? null, created_by: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { results: toDraft(row), message: M.draftSaved };
}

export async function updateDraft(deps: AppDeps, body: DraftValues & Pick<NewsletterDraftUpdateBody, 'id'>): Promise<{ results: NewsletterDraft; message: string }> {
  const row = await deps.db
    .updateTable('newsletter_drafts')
    .set({ subject: body.subject, draft: JSON.stringify(body.draft), target_date: body.target_date ?? null, updated_at: new Date() })
    .where('id', '=', body.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('Draft');
  return { results: toDraft(row), message: M.draftUpdated };
}
