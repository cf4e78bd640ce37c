import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiStream, uploadWithProgress } from '@portal/shared/react';
import { CONVERSATION_ID_HEADER, KNOWLEDGE_LIMITS, MESSAGE_ID_HEADER } from '@portal/shared/knowledge';
import type { KnowledgeCategory, KnowledgeConversation, KnowledgeDocument, KnowledgeMessage, PageMeta, UnsatisfactoryAnswer } from '@portal/shared/knowledge/schemas';

/** The assistant service's calls, exactly as spec 7 writes them, through the api's `/assistant` forwarding. */
const A = '/assistant';
const PER_PAGE = KNOWLEDGE_LIMITS.listPerPage;

interface List<T> {
  data: T[];
  meta: PageMeta;
}

export const kbKeys = {
  categories: ['knowledge', 'categories'] as const,
  category: (id: number) => ['knowledge', 'categories', id] as const,
  documents: (categoryId: number) => ['knowledge', 'documents', categoryId] as const,
  document: (id: number) => ['knowledge', 'document', id] as const,
  conversations: ['knowledge', 'conversations'] as const,
  conversation: (id: number) => ['knowledge', 'conversation', id] as const,
  logs: (page: number) => ['knowledge', 'logs', page] as const,
};

// the spec's assistant calls have no time-out
const NO_TIMEOUT = { timeoutMs: 0 };

export function useCategories() {
  return useQuery({
    queryKey: kbKeys.categories,
    queryFn: ({ signal }) => api.get<List<KnowledgeCategory>>(`${A}/categories?per_page=${PER_PAGE}`, { signal, ...NO_TIMEOUT }).then((r) => r.data),
  });
}

export function useCategory(id: number) {
  return useQuery({
    queryKey: kbKeys.category(id),
    queryFn: ({ signal }) => api.get<{ data: KnowledgeCategory }>(`${A}/categories/${id}`, { signal, ...NO_TIMEOUT }).then((r) => r.data),
    enabled: id > 0,
  });
}

export function useDocuments(categoryId: number) {
  return useQuery({
    queryKey: kbKeys.documents(categoryId),
    queryFn: ({ signal }) => api.get<List<KnowledgeDocument>>(`${A}/documents?per_page=${PER_PAGE}&category_id=${categoryId}`, { signal, ...NO_TIMEOUT }).then((r) => r.data),
    enabled: categoryId > 0,
    // while a document is being indexed, its status is read again every 2 s
    refetchInterval: (query) => (query.state.data?.some((d) => d.status === 'indexing') ? 2000 : false),
  });
}

export interface DocumentWithPassages extends KnowledgeDocument {
  passages: { id: number; ordinal: number; content: string }[];
}

export function useDocument(id: number | null) {
  return useQuery({
    queryKey: kbKeys.document(id ?? 0),
    queryFn: ({ signal }) => api.get<{ data: DocumentWithPassages }>(`${A}/documents/${id}`, { signal, ...NO_TIMEOUT }).then((r) => r.data),
    enabled: Boolean(id),
  });
}

export function useCreateCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; slug: string; group_ids?: number[] }) => api.post<{ data: KnowledgeCategory }>(`${A}/categories`, body, NO_TIMEOUT).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: kbKeys.categories }),
  });
}

export function useDeleteCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`${A}/categories/${id}`, NO_TIMEOUT),
    onSuccess: () => client.invalidateQueries({ queryKey: ['knowledge'] }),
  });
}

export function useRenameDocument(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, filename }: { id: number; filename: string }) => api.put(`${A}/documents/${id}`, { filename }, NO_TIMEOUT),
    onSuccess: () => client.invalidateQueries({ queryKey: kbKeys.documents(categoryId) }),
  });
}

export function useDeleteDocument(categoryId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`${A}/documents/${id}`, NO_TIMEOUT),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: kbKeys.documents(categoryId) });
      void client.invalidateQueries({ queryKey: kbKeys.categories });
    },
  });
}

type AddDocument =
  | { kind: 'file'; category_id: number; file: File; onProgress?: (p: number | null) => void }
  | { kind: 'text'; category_id: number; filename: string; text: string }
  | { kind: 'url'; category_id: number; url: string };

export function useAddDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (doc: AddDocument) => {
      if (doc.kind === 'file') {
        const form = new FormData();
        form.append('category_id', String(doc.category_id));
        form.append('file', doc.file);
        return uploadWithProgress<{ data: KnowledgeDocument; message: string }>('POST', `${A}/documents`, form, { onProgress: doc.onProgress });
      }
      const body = doc.kind === 'text' ? { category_id: doc.category_id, filename: doc.filename, text: doc.text } : { category_id: doc.category_id, url: doc.url };
      return api.post<{ data: KnowledgeDocument; message: string }>(`${A}/documents`, body, NO_TIMEOUT);
    },
    onSuccess: (_r, doc) => {
      void client.invalidateQueries({ queryKey: kbKeys.documents(doc.category_id) });
      void client.invalidateQueries({ queryKey: kbKeys.categories });
    },
  });
}

export function useConversations(enabled = true) {
  return useQuery({
    queryKey: kbKeys.conversations,
    queryFn: ({ signal }) => api.get<List<KnowledgeConversation>>(`${A}/conversations?per_page=${PER_PAGE}`, { signal, ...NO_TIMEOUT }).then((r) => r.data),
    enabled,
  });
}

export interface ConversationDetail extends KnowledgeConversation {
  category_ids: number[];
  messages: KnowledgeMessage[];
}

export const getConversation = (id: number) => api.get<{ data: ConversationDetail }>(`${A}/conversations/${id}`, NO_TIMEOUT).then((r) => r.data);
export const getConversationName = (id: number) => api.get<{ data: { name: string } }>(`${A}/conversations/${id}/name`, NO_TIMEOUT).then((r) => r.data.name);
export const getFollowUps = (id: number) => api.get<{ data: string[] }>(`${A}/conversations/${id}/follow-ups`, NO_TIMEOUT).then((r) => r.data);
export const getMessage = (conversationId: number, messageId: number) =>
  api.get<{ data: KnowledgeMessage }>(`${A}/conversations/${conversationId}/messages/${messageId}`, NO_TIMEOUT).then((r) => r.data);
export const rateMessage = (conversationId: number, messageId: number, rating: 'up' | 'down', reason?: string) =>
  api.post(`${A}/conversations/${conversationId}/messages/${messageId}/feedback`, { rating, ...(reason ? { reason } : {}) }, NO_TIMEOUT);

/**
 * POST /conversations or /conversations/{id} with the prompt: the answer arrives as a text stream; the conversation
 * and response message ids come in response headers (spec 7). `onText` gets the answer so far on every piece.
 */
export async function askStreaming(
  conversationId: number | null,
  body: { prompt: string; category_ids?: number[]; image?: string },
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<{ conversationId: number; messageId: number; text: string }> {
  const response = await apiStream('POST', `${A}/conversations${conversationId ? `/${conversationId}` : ''}`, { body, signal });
  const ids = { conversationId: Number(response.headers.get(CONVERSATION_ID_HEADER)), messageId: Number(response.headers.get(MESSAGE_ID_HEADER)) };
  let text = '';
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      text += decoder.decode(part.value, { stream: true });
      onText(text);
    }
  }
  return { ...ids, text };
}

export function useUnsatisfactory(page: number) {
  return useQuery({
    queryKey: kbKeys.logs(page),
    queryFn: ({ signal }) =>
      api.get<List<UnsatisfactoryAnswer>>(`${A}/unsatisfactory-answers/?per_page=${KNOWLEDGE_LIMITS.unsatisfactoryPerPage}&page=${page}`, { signal, ...NO_TIMEOUT }),
  });
}
