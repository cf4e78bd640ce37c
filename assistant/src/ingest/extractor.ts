import { Worker } from 'node:worker_threads';
import { EXTRACTION_LIMITS, KNOWLEDGE_MESSAGES as M, type ExtractionLimits } from '@portal/shared/knowledge';
import type { Extracted } from './bounded';
import type { DocumentKind } from './detect';
import { IngestError } from './errors';
import type { ThreadAnswer } from './extractThread';

const THREAD_ENTRY = new URL('./extractThread.mjs', import.meta.url);

/**
 * Documents are read in a worker thread with a heap limit and a wall-time limit, one at a time: a document that needs
 * more memory or time than allowed ends that thread (and fails with its reason), never the service. The thread is
 * kept for the next document and started again after one ended it.
 */
export class Extractor {
  private thread: Worker | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly limits: ExtractionLimits = EXTRACTION_LIMITS) {}

  /** The document's text (and a page's title), or an IngestError with the reason the uploader reads. */
  extract(kind: DocumentKind, bytes: Uint8Array, options: { title?: boolean } = {}): Promise<Extracted> {
    const next = this.queue.then(() => this.run(kind, bytes, options.title ?? false));
    this.queue = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    await thread?.terminate();
  }

  private start(): Worker {
    const thread = new Worker(THREAD_ENTRY, {
      resourceLimits: { maxOldGenerationSizeMb: this.limits.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, this.limits.heapMb / 8)) },
    });
    thread.unref();
    return thread;
  }

  private run(kind: DocumentKind, bytes: Uint8Array, title: boolean): Promise<Extracted> {
    const thread = (this.thread ??= this.start());
    // while it works the thread keeps the process alive (a script awaiting it has nothing else pending)
    thread.ref();
    return new Promise<Extracted>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
        thread.unref();
      };
      const lose = () => {
        if (this.thread === thread) this.thread = null;
      };
      const timer = setTimeout(() => {
        done();
        lose();
        void thread.terminate();
        reject(new IngestError(M.extractionTimeout));
      }, this.limits.timeMs);
      const onMessage = (answer: ThreadAnswer) => {
        done();
        if (answer.ok) resolve({ text: answer.text, title: answer.title });
        else reject(answer.readable ? new IngestError(answer.message) : new Error(answer.message));
      };
      const onError = (error: Error) => {
        done();
        lose();
        void thread.terminate();
        reject((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new IngestError(M.extractionMemory) : error);
      };
      const onExit = (code: number) => {
        done();
        lose();
        reject(new Error(`the extraction thread exited (${code})`));
      };
      thread.on('message', onMessage);
      thread.on('error', onError);
      thread.on('exit', onExit);
      thread.postMessage({ kind, bytes, title, limits: this.limits });
    });
  }
}

let shared: Extractor | null = null;

/** The process's extractor with the default limits (scripts and the bench; the service's worker has its own). */
export function defaultExtractor(): Extractor {
  return (shared ??= new Extractor());
}
