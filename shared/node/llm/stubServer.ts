import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LlmMessage } from './client';

/**
 * A small OpenAI-compatible server for tests: a stand-in for the third-party model (the one thing tests may stub).
 * `reply` decides each answer from the request; a string array is streamed as that many deltas.
 */
export interface LlmStubRequest {
  model: string;
  messages: LlmMessage[];
  stream: boolean;
  authorization: string | null;
  body: Record<string, unknown>;
}

export interface LlmStubOptions {
  reply?: (request: LlmStubRequest) => string | string[] | { status: number; body?: string };
  /** `/embeddings`: a vector per input text (default: `stubEmbedding`), or an HTTP status to answer with */
  embed?: (text: string) => number[] | { status: number };
  /** wait this long between streamed deltas (lets a test see the stream arrive in pieces) */
  deltaDelayMs?: number;
}

export interface LlmStub {
  /** base URL to put in `LLM_BASE_URL` (ends with /v1) */
  url: string;
  requests: LlmStubRequest[];
  /** every text sent to `/embeddings`, in order */
  embedded: string[];
  close(): Promise<void>;
}

export const STUB_EMBEDDING_DIMENSIONS = 64;

/**
 * A deterministic stand-in for an embedding model: a bag of words hashed into 64 signed dimensions, unit length. Texts
 * sharing words point the same way; a word's first five letters stand for it, so plural and verb forms meet.
 */
export function stubEmbedding(text: string): number[] {
  const vector = new Array<number>(STUB_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length < 3) continue;
    const stem = word.slice(0, 5);
    let hash = 2166136261;
    for (let i = 0; i < stem.length; i++) hash = Math.imul(hash ^ stem.charCodeAt(i), 16777619);
    vector[(hash >>> 0) % STUB_EMBEDDING_DIMENSIONS]! += (hash & 0x100) === 0 ? 1 : -1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((x) => x / norm);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export async function startLlmStub(options: LlmStubOptions): Promise<LlmStub> {
  const requests: LlmStubRequest[] = [];
  const embedded: string[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === '/v1/embeddings') {
      const body = JSON.parse(await readBody(req)) as { input?: unknown; model?: unknown };
      const inputs = Array.isArray(body.input) ? body.input.map(String) : [String(body.input)];
      embedded.push(...inputs);
      const vectors = inputs.map((text) => (options.embed ?? stubEmbedding)(text));
      const failed = vectors.find((v): v is { status: number } => !Array.isArray(v));
      if (failed) {
        res.writeHead(failed.status, { 'content-type': 'application/json' }).end('{"error":{"message":"stub error"}}');
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', model: body.model, data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })) }));
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions' || !options.reply) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    const request: LlmStubRequest = {
      model: String(body.model),
      messages: body.messages as LlmMessage[],
      stream: body.stream === true,
      authorization: req.headers.authorization ?? null,
      body,
    };
    requests.push(request);
    const answer = options.reply(request);
    if (!Array.isArray(answer) && typeof answer === 'object') {
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? '{"error":{"message":"stub error"}}');
      return;
    }
    const deltas = Array.isArray(answer) ? answer : [answer];
    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'stub',
          object: 'chat.completion',
          model: request.model,
          choices: [{ index: 0, message: { role: 'assistant', content: deltas.join('') }, finish_reason: 'stop' }],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const delta of deltas) {
      res.write(`data: ${JSON.stringify({ id: 'stub', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: delta } }] })}\n\n`);
      if (options.deltaDelayMs) await new Promise((resolve) => setTimeout(resolve, options.deltaDelayMs));
    }
    res.end('data: [DONE]\n\n');
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    embedded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
