import { slugify } from '@portal/shared/knowledge';
import type { Db } from './db';
import { sourceOf, extractiveAnswer, followUpsFrom } from './chat/answer';
import { makeDocx, makePdf, makeXlsx } from './demo/builders';
import { DEMO_QUESTION, FAQ_MD, HANDBOOK_PDF, HOLIDAYS_XLSX, LASER_TAG_TXT, PRIZES_CSV, REDEMPTION_HTML, UNIFORM_DOCX, VR_PDF } from './demo/documents';
import { CONTENT_TYPES, type DocumentKind } from './ingest/detect';
import { FetchPolicy } from './ingest/fetchUrl';
import { indexDocument } from './ingest';
import { searchPassages } from './search';

/** the portal's first seeded account (the demo Super Admin) owns the demo conversation */
const DEMO_OWNER = Number(process.env.ASSISTANT_DEMO_USER_ID || 1);

/**
 * Two demo knowledge bases of real files (PDF, Word, Excel, CSV, HTML, Markdown, text), indexed at once, and one
 * conversation answered by the service's own model-free path. Only on an empty database.
 */
export async function seedAssistantIfEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const bases: { name: string; documents: { filename: string; kind: DocumentKind; bytes: () => Promise<Uint8Array> }[] }[] = [
    {
      name: 'Employee Handbook',
      documents: [
        { filename: 'Employee Handbook 2026.pdf', kind: 'pdf', bytes: async () => makePdf(HANDBOOK_PDF) },
        { filename: 'Uniform and Appearance Policy.docx', kind: 'docx', bytes: () => makeDocx(UNIFORM_DOCX) },
        { filename: 'Holiday Schedule 2026.xlsx', kind: 'xlsx', bytes: () => makeXlsx('Holidays 2026', HOLIDAYS_XLSX) },
        { filename: 'Team Member FAQ.md', kind: 'markdown', bytes: async () => new TextEncoder().encode(FAQ_MD) },
      ],
    },
    {
      name: 'Arcade Equipment Guides',
      documents: [
        { filename: 'Redemption Game Maintenance.html', kind: 'html', bytes: async () => new TextEncoder().encode(REDEMPTION_HTML) },
        { filename: 'Laser Tag Arena Checklist.txt', kind: 'text', bytes: async () => new TextEncoder().encode(LASER_TAG_TXT) },
        { filename: 'Prize Counter Ticket Values.csv', kind: 'csv', bytes: async () => new TextEncoder().encode(PRIZES_CSV) },
        { filename: 'VR Headset Sanitizing.pdf', kind: 'pdf', bytes: async () => makePdf(VR_PDF) },
      ],
    },
  ];
  const policy = new FetchPolicy([]);
  const categoryIds: number[] = [];
  for (const base of bases) {
    const category = await db
      .insertInto('categories')
      .values({ name: base.name, slug: slugify(base.name), group_ids: [], created_by: DEMO_OWNER })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.push(category.id);
    for (const doc of base.documents) {
      const bytes = await doc.bytes();
      const row = await db
        .insertInto('documents')
        .values({ category_id: category.id, filename: doc.filename, kind: doc.kind, source_url: null, created_by: DEMO_OWNER })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('document_files').values({ document_id: row.id, content_type: CONTENT_TYPES[doc.kind], bytes }).execute();
      await indexDocument(db, row.id, policy);
    }
  }
  const { passages, question } = await searchPassages(db, DEMO_QUESTION, categoryIds);
  const answer = extractiveAnswer(passages, question);
  const conversation = await db.insertInto('conversations').values({ user_id: DEMO_OWNER, name: 'Paid time off', category_ids: [] }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('messages').values({ conversation_id: conversation.id, role_id: 1, content: DEMO_QUESTION }).execute();
  await db
    .insertInto('messages')
    .values({
      conversation_id: conversation.id,
      role_id: 2,
      content: answer.text,
      sources: JSON.stringify(answer.used.map(sourceOf)),
      follow_ups: JSON.stringify(followUpsFrom(DEMO_QUESTION, answer.used)),
    })
    .execute();
  return true;
}
