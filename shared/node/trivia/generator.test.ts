// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LlmClient } from '../llm/client';
import { startLlmStub, type LlmStub } from '../llm/stubServer';
import { BLANK, buildQuestionPrompt, generateTriviaQuestion, keyTerms, parseQuestionReply, questionAsText, questionFromContent, type GeneratorItem } from './generator';

/** A seeded random (mulberry32): the same seed, the same question. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ITEMS: GeneratorItem[] = [
  { title: 'Tour the new VR Arena at Dallas Galleria', text: 'Eight free-roam VR bays opened this week at Dallas Galleria. Each session lasts 20 minutes.' },
  { title: 'Summer hours start June 1', text: 'Every location opens at 10 am and closes at midnight from June 1 to Labor Day.' },
  { title: 'Employee of the Month: Sam Carter', text: 'Sam Carter kept the prize counter at Orlando running through the busiest weekend of the year.' },
  { title: 'New prize counter system', text: 'The new prize counter system from Ticket Tech goes live next week. Training videos are on the Knowledge Base.' },
];

describe('model-free generator (portal content)', () => {
  it('finds names and numbers, never across punctuation', () => {
    expect(keyTerms('Employee of the Month: Sam Carter won 3 prizes at 10 am in Dallas Galleria on June 1, before Labor Day.').map((t) => `${t.kind}:${t.text}`)).toEqual([
      'name:Sam Carter',
      'number:3',
      'time:10 am',
      'name:Dallas Galleria',
      'date:June 1',
      'name:Labor Day',
    ]);
  });

  it('blanks a key term of a fact sentence; the other options are terms of the same kind from other items', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const q = questionFromContent(ITEMS, seeded(seed))!;
      expect(q.source).toBe('portal-content');
      expect(q.question_answer).toContain(BLANK);
      const answer = q.options[q.correct_option_id - 1]!;
      const item = ITEMS.find((i) => i.title === q.based_on[0])!;
      // putting the answer back gives a sentence of that item
      const sentence = q.question_answer.replace('Fill in the blank: ', '').replace(BLANK, answer);
      expect(`${item.title} ${item.text}`).toContain(sentence);
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      expect(q.options.length).toBeLessThanOrEqual(4);
      expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(q.options.length);
      // every distractor comes from another item
      for (const other of q.options.filter((o) => o !== answer)) {
        const from = ITEMS.filter((i) => `${i.title} ${i.text}`.includes(other));
        expect(from.length).toBeGreaterThan(0);
        expect(from.every((i) => i === item)).toBe(false);
      }
    }
  });

  it('the same random gives the same question, another random usually another one', () => {
    expect(questionFromContent(ITEMS, seeded(7))).toEqual(questionFromContent(ITEMS, seeded(7)));
    const texts = new Set(Array.from({ length: 12 }, (_, i) => questionFromContent(ITEMS, seeded(i + 100))!.question_answer));
    expect(texts.size).toBeGreaterThan(3);
  });

  it('returns null when no other item can give a distractor', () => {
    expect(questionFromContent([])).toBeNull();
    expect(questionFromContent([ITEMS[0]!])).toBeNull();
  });

  it('writes the question as the multi-line text the admin reads', () => {
    expect(questionAsText({ question_answer: 'Which?', options: ['Pong', 'Pac-Man'], correct_option_id: 2 })).toBe('Which?\n\nA) Pong\nB) Pac-Man\n\nAnswer: B) Pac-Man');
  });
});

describe('with a model (an OpenAI-compatible stub server)', () => {
  let stub: LlmStub;
  let reply = '';
  beforeAll(async () => {
    stub = await startLlmStub({ reply: () => (reply === 'fail' ? { status: 500 } : reply) });
  });
  afterAll(() => stub.close());
  const llm = () => new LlmClient({ baseUrl: stub.url, apiKey: null, model: 'trivia-test', timeoutMs: 5_000 });

  it('asks the model with the items and uses its question', async () => {
    reply =
      '```json\n{"question":"How many VR bays opened at Dallas Galleria?","options":["Six","Eight","Ten","Twelve"],"correct":2,"source":"Tour the new VR Arena at Dallas Galleria"}\n```';
    const outcome = await generateTriviaQuestion(ITEMS, { llm: llm() });
    expect(outcome).toEqual({
      question: {
        question_answer: 'How many VR bays opened at Dallas Galleria?',
        options: ['Six', 'Eight', 'Ten', 'Twelve'],
        correct_option_id: 2,
        source: 'model',
        based_on: ['Tour the new VR Arena at Dallas Galleria'],
      },
      modelError: null,
    });
    const sent = stub.requests.at(-1)!;
    expect(sent.model).toBe('trivia-test');
    expect(sent.body.response_format).toEqual({ type: 'json_object' });
    expect(JSON.stringify(sent.messages)).toContain('Eight free-roam VR bays');
  });

  it('falls back to the portal content when the model fails or answers nonsense, and says why', async () => {
    for (const bad of ['fail', 'no json here', '{"question":"Q","options":["a","a"],"correct":1}', '{"question":"Q","options":["a","b"],"correct":3}']) {
      reply = bad;
      const outcome = await generateTriviaQuestion(ITEMS, { llm: llm(), random: seeded(3) });
      expect(outcome.question?.source).toBe('portal-content');
      expect(outcome.modelError).toBeTruthy();
    }
  });

  it('parses only usable questions', () => {
    expect(parseQuestionReply('{"question":"Q?","options":["a","b"],"correct":"2"}')?.correct_option_id).toBe(2);
    expect(parseQuestionReply('{"question":"","options":["a","b"],"correct":1}')).toBeNull();
    expect(parseQuestionReply('{"question":"Q","options":["a","b","c","d","e","f","g"],"correct":1}')).toBeNull();
    expect(parseQuestionReply('{"question":"Q","options":["a"],"correct":1}')).toBeNull();
  });

  it('keeps the prompt within its budget', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({ title: `Item ${i}`, text: 'x '.repeat(2000) }));
    const prompt = buildQuestionPrompt(many);
    expect(String(prompt[1]!.content).length).toBeLessThan(8000);
  });
});
