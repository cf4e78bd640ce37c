import { afterAll, beforeAll } from 'vitest';
import { extractiveAnswer } from '../chat/extractive';
import { searchPassages, type Passage } from '../search';
import { createAssistantTest, USERS, type AssistantTest, type DatabaseKind } from './harness';

/** The model-free answer to one question, with the passages it cites and their files. */
export interface KitAnswer {
  text: string;
  used: Passage[];
  files: string[];
}

export interface AnswerKit {
  /** asks the kit's knowledge base: searched and answered as the service does, without a model */
  ask(question: string): Promise<KitAnswer>;
  /** the answer's text alone */
  text(question: string): Promise<string>;
  /** the service under test (after beforeAll) */
  readonly t: AssistantTest;
  /** the knowledge base holding the documents */
  readonly category: number;
}

/**
 * The fixture of the answer tests, for use inside a `describe`: a service on the given database, one knowledge base
 * named `name` holding the documents (filename, text) uploaded as an admin and indexed before the tests, closed after.
 */
export function answerKit(kind: DatabaseKind, name: string, documents: [filename: string, text: string][]): AnswerKit {
  let t: AssistantTest | undefined;
  let category = 0;
  beforeAll(async () => {
    t = await createAssistantTest(kind);
    category = (await t.request({ as: USERS.admin, method: 'POST', url: '/categories', payload: { name } })).json().data.id;
    for (const [filename, text] of documents) {
      await t.request({ as: USERS.admin, method: 'POST', url: '/documents', payload: { category_id: category, filename, text } });
    }
    await t.indexed();
  });
  afterAll(() => t?.close());
  const ask = async (question: string): Promise<KitAnswer> => {
    const { passages, question: analyzed } = await searchPassages(t!.db, question, [category]);
    const answer = extractiveAnswer(passages, analyzed);
    return { ...answer, files: answer.used.map((p) => p.filename) };
  };
  return {
    ask,
    text: async (question) => (await ask(question)).text,
    get t() {
      return t!;
    },
    get category() {
      return category;
    },
  };
}
