import { parentPort } from 'node:worker_threads';
import { extractBounded, type ExtractionTask } from './bounded';
import { IngestError } from './errors';

/** The extraction thread's side: one task at a time, answered with the text or the reason it failed. */
export type ThreadAnswer = { ok: true; text: string; title: string } | { ok: false; readable: boolean; message: string };

parentPort!.on('message', async (task: ExtractionTask) => {
  let answer: ThreadAnswer;
  try {
    answer = { ok: true, ...(await extractBounded(task)) };
  } catch (error) {
    answer = { ok: false, readable: error instanceof IngestError, message: (error as Error).message };
  }
  parentPort!.postMessage(answer);
});
