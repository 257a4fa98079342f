import { describe, expect, it } from 'vitest';
import { type Answer, AnswerStore, OBJECT_BYTES } from './answer-store.ts';

const KB = 1024;
const headers = ['content-type', 'application/json; charset=utf-8'];
/** An answer of `size` bytes, each the letter of `n` (so answers differ). */
const answer = (n: number, size = 1000): Answer => ({
  etag: `W/"${n}"`,
  headers,
  route: '/api/prompts/:id',
  br: { bytes: Buffer.alloc(size, 97 + (n % 26)), grade: 'fast' },
});
const bytesOf = (kept: Answer | undefined) => kept?.br?.bytes.toString();

describe('the store of kept answers', () => {
  it('gives back the bytes, headers, route and ETag it was given, as a copy of its own', () => {
    const store = new AnswerStore(1024 * KB, 60_000);
    const given: Answer = {
      ...answer(1),
      plain: Buffer.from('{"a":1}'),
      gzip: { bytes: Buffer.from('gz'), grade: 'dense' },
    };
    store.set('/a', given);
    (given.br as { bytes: Buffer }).bytes.fill(0);
    const kept = store.get('/a');
    expect(kept).toMatchObject({
      etag: 'W/"1"',
      headers,
      route: '/api/prompts/:id',
      gzip: { grade: 'dense' },
      br: { grade: 'fast' },
    });
    expect(bytesOf(kept)).toBe('b'.repeat(1000));
    expect(kept?.plain?.toString()).toBe('{"a":1}');
    expect(kept?.gzip?.bytes.toString()).toBe('gz');
    expect(store.get('/b')).toBeUndefined();
  });

  it('holds no more memory than its budget, letting the oldest answers go first', () => {
    const store = new AnswerStore(256 * KB, 60_000);
    for (let n = 0; n < 2000; n++) {
      store.set(`/${n}`, answer(n));
      expect(store.heldBytes).toBeLessThanOrEqual(256 * KB);
    }
    // About as many as fit: a budget in 8 blocks lets one eighth go at a time.
    const fit = Math.floor((256 * KB) / (1000 + OBJECT_BYTES));
    expect(store.size).toBeGreaterThan(fit * 0.75);
    expect(store.get('/0')).toBeUndefined();
    expect(bytesOf(store.get('/1999'))).toBe(answer(1999).br?.bytes.toString());
  });

  it('keeps an answer that is read often while many others pass through', () => {
    const store = new AnswerStore(256 * KB, 60_000);
    store.set('/popular', answer(0));
    for (let n = 1; n < 5000; n++) {
      store.set(`/${n}`, answer(n));
      if (n % 50 === 0) expect(bytesOf(store.get('/popular'))).toBe('a'.repeat(1000));
    }
    expect(store.get('/100')).toBeUndefined();
  });

  it('says it has room until it first lets an answer go, and again once emptied', () => {
    const store = new AnswerStore(64 * KB, 60_000);
    let n = 0;
    while (store.hasRoom(1000)) store.set(`/${n++}`, answer(n));
    expect(n).toBeGreaterThan(30);
    expect(store.size).toBe(n);
    store.set(`/${n}`, answer(n));
    expect(store.hasRoom(10)).toBe(false);
    store.clear();
    expect(store.size).toBe(0);
    expect(store.get('/1')).toBeUndefined();
    expect(store.hasRoom(1000)).toBe(true);
  });

  it('keeps a large answer in a block of its own, and none larger than the budget', () => {
    const store = new AnswerStore(256 * KB, 60_000);
    store.set('/large', answer(1, 100 * KB));
    expect(bytesOf(store.get('/large'))).toHaveLength(100 * KB);
    store.set('/too-large', answer(2, 256 * KB));
    expect(store.get('/too-large')).toBeUndefined();
    expect(store.heldBytes).toBeLessThanOrEqual(256 * KB);
  });

  it('forgets an answer older than its maximum age, even one given a new copy meanwhile', () => {
    let now = 0;
    const store = new AnswerStore(1024 * KB, 60_000, () => now);
    store.set('/a', answer(1));
    now = 59_000;
    const kept = store.get('/a') as Answer;
    store.update('/a', { ...kept, gzip: { bytes: Buffer.from('gz'), grade: 'fast' } });
    expect(store.get('/a')?.gzip?.bytes.toString()).toBe('gz');
    now = 60_001;
    expect(store.get('/a')).toBeUndefined();
  });

  it('tells the prompt an answer is about without reading the answer, until it is too old', () => {
    let now = 0;
    const store = new AnswerStore(1024 * KB, 60_000, () => now);
    const rule = { status: 'published', visibility: 'private', createdBy: 7, shares: [], hiddenAt: null };
    store.set('/a', { ...answer(1), rule });
    store.set('/b', answer(2));
    expect(store.ruleAt('/a')).toEqual(rule);
    expect(store.ruleAt('/b')).toBeUndefined();
    expect(store.ruleAt('/c')).toBeUndefined();
    now = 60_001;
    expect(store.ruleAt('/a')).toBeUndefined();
  });
});
