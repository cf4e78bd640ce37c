import { KNOWLEDGE_MESSAGES as M } from '@portal/shared/knowledge';
import type { KnowledgeMessage, KnowledgeSource } from '@portal/shared/knowledge/schemas';
import type { Caller } from './auth';
import { nameFromPrompt } from './chat/answer';
import type { Db } from './db';
import { readableCategoryIds } from './routes/categories';

/** A stored message as the conversation routes read it, with the knowledge bases its answer was built from. */
export interface StoredMessage {
  role_id: number;
  content: string;
  passage_category_ids: number[];
}

/**
 * Restricted knowledge stays restricted (issue 43), for every read of a stored conversation (its messages, one
 * message, its follow-ups, its name, the unsatisfactory answers): an answer built from passages of a knowledge base
 * the reader may not read now is shown hidden, saying so, with only the sources they may read. The owner is judged
 * like anyone else: a group limit set since applies to their past answers too.
 */
export class KnowledgeReader {
  private constructor(private readonly readable: ReadonlySet<number>) {}

  static async of(db: Db, caller: Caller): Promise<KnowledgeReader> {
    return new KnowledgeReader(new Set(await readableCategoryIds(db, caller)));
  }

  /** The knowledge bases an answer drew on: every passage retrieved for it, and the sources it cites. */
  private drawnOn(stored: StoredMessage, message: { sources: Pick<KnowledgeSource, 'category_id'>[] }): number[] {
    return [...stored.passage_category_ids, ...message.sources.map((s) => s.category_id)];
  }

  isHidden(stored: StoredMessage, message: { sources: Pick<KnowledgeSource, 'category_id'>[] }): boolean {
    return stored.role_id === 2 && this.drawnOn(stored, message).some((id) => !this.readable.has(id));
  }

  /** The message as this reader may see it. */
  message(stored: StoredMessage, message: KnowledgeMessage): KnowledgeMessage {
    if (!this.isHidden(stored, message)) return { ...message, redacted: false };
    return { ...message, content: M.restrictedAnswer, sources: message.sources.filter((s) => this.readable.has(s.category_id)), redacted: true };
  }

  /**
   * A conversation's name may come from a model that read its first answer: with a hidden answer in it, the reader
   * gets the name its first question gives.
   */
  conversationName(name: string, messages: Pick<KnowledgeMessage, 'role_id' | 'content' | 'redacted'>[]): string {
    if (!messages.some((m) => m.redacted)) return name;
    const question = messages.find((m) => m.role_id === 1);
    return question ? nameFromPrompt(question.content) : name;
  }

  /** The same name from the stored messages alone (a list of conversations builds no message). */
  storedConversationName(name: string, stored: (StoredMessage & { sources: Pick<KnowledgeSource, 'category_id'>[] })[]): string {
    return this.conversationName(
      name,
      stored.map((m) => ({ role_id: m.role_id, content: m.content, redacted: this.isHidden(m, m) })),
    );
  }
}
