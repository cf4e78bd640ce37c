import type { LlmClient, LlmContentPart, LlmMessage } from '@portal/shared/node/llm';
import { passageLink } from '@portal/shared/knowledge';
import type { KnowledgeSource } from '@portal/shared/knowledge/schemas';
import { keyTerms } from '@portal/shared/node/trivia/generator';
import { sentences } from '../ingest/chunk';
import type { Passage } from '../search';

const EXCERPT = 280;

export function sourceOf(p: Passage): KnowledgeSource {
  return {
    url: passageLink({ category_id: p.category_id, category_slug: p.category_slug, document_id: p.document_id, chunk_id: p.chunk_id }),
    filename: p.filename,
    document_id: p.document_id,
    chunk_id: p.chunk_id,
    category_id: p.category_id,
    excerpt: p.content.length > EXCERPT ? `${p.content.slice(0, EXCERPT).trimEnd()}…` : p.content,
  };
}

/** Conversation names without a model: the first question, shortened. */
export function nameFromPrompt(prompt: string): string {
  const clean = prompt.replace(/\s+/g, ' ').trim();
  const short = clean.length > 60 ? `${clean.slice(0, 57).replace(/\s+\S*$/, '')}…` : clean;
  return short.charAt(0).toUpperCase() + short.slice(1);
}

/** Follow-ups without a model: the names the used passages mention that the question did not. */
export function followUpsFrom(prompt: string, passages: Passage[]): string[] {
  const asked = prompt.toLowerCase();
  const out: string[] = [];
  const seen = new Set<string>();
  for (const p of passages) {
    for (const sentence of sentences(p.content)) {
      for (const term of keyTerms(sentence)) {
        const key = term.text.toLowerCase();
        if (term.kind !== 'name' || term.text.length < 4 || seen.has(key) || asked.includes(key)) continue;
        seen.add(key);
        out.push(`What does ${p.filename} say about ${term.text}?`);
        if (out.length === 3) return out;
      }
    }
  }
  for (const p of passages) {
    const q = `What else does ${p.filename} cover?`;
    if (out.length < 3 && !out.includes(q)) out.push(q);
  }
  return out;
}

export { EXTRACTIVE_LEAD, extractiveAnswer, PART_NOT_FOUND } from './extractive';

/** The model's instructions: answer from the numbered passages only, cite them, admit what they do not say. */
export function groundedPrompt(prompt: string, passages: Passage[], history: LlmMessage[], image: string | null): LlmMessage[] {
  const context = passages.map((p, i) => `[${i + 1}] (${p.filename}${p.context ? ` — ${p.context}` : ''})\n${p.content}`).join('\n\n');
  const system =
    'You are the assistant of a company portal. Answer the question using only the numbered passages from the company documents. ' +
    'Cite every fact with the number of its passage in square brackets, like [1] or [2][3]. ' +
    'Answer every part of the question; for a part the passages do not answer, say that the documents do not cover it; never invent facts or sources. ' +
    'Use short paragraphs or bullet lists. Use "## " headings only when the answer has several distinct parts.';
  const text = `Passages:\n\n${context}\n\nQuestion: ${prompt}`;
  const content: string | LlmContentPart[] = image
    ? [
        { type: 'text', text },
        { type: 'image_url', image_url: { url: image } },
      ]
    : text;
  return [{ role: 'system', content: system }, ...history.slice(-6), { role: 'user', content }];
}

/** Which passages an answer cites ([n] markers), in order of first citation. */
export function citedPassages(text: string, passages: Passage[]): Passage[] {
  const cited: Passage[] = [];
  for (const m of text.matchAll(/\[(\d{1,2})\]/g)) {
    const p = passages[Number(m[1]) - 1];
    if (p && !cited.includes(p)) cited.push(p);
  }
  return cited;
}

/** Follow-up questions and a conversation name from the model (one small JSON call after the answer). */
export async function modelExtras(llm: LlmClient, prompt: string, answer: string, wantName: boolean): Promise<{ followUps: string[]; name: string | null }> {
  const reply = await llm.complete(
    [
      {
        role: 'system',
        content:
          'Return a JSON object {"follow_ups": [three short follow-up questions the user could ask next about the same documents]' +
          (wantName ? ', "name": "a title of at most 6 words for this conversation"' : '') +
          '}.',
      },
      { role: 'user', content: `Question: ${prompt}\n\nAnswer: ${answer.slice(0, 3000)}` },
    ],
    { json: true, maxTokens: 300, temperature: 0.3 },
  );
  const parsed = JSON.parse(reply) as { follow_ups?: unknown; name?: unknown };
  const followUps = Array.isArray(parsed.follow_ups)
    ? parsed.follow_ups
        .filter((f): f is string => typeof f === 'string' && f.trim() !== '')
        .map((f) => f.trim().slice(0, 200))
        .slice(0, 3)
    : [];
  const name = wantName && typeof parsed.name === 'string' && parsed.name.trim() ? parsed.name.trim().slice(0, 80) : null;
  return { followUps, name };
}
