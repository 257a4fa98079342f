import { describe, expect, it } from 'vitest';
import { batched } from './batched.ts';

/** A load that records each call's keys and answers once `release` is called (at once when `open`). */
function recordingLoad(open = true) {
  const calls: number[][] = [];
  const pending: (() => void)[] = [];
  let failNext = false;
  const load = async (_db: object, keys: number[]) => {
    calls.push(keys);
    const fail = failNext;
    failNext = false;
    if (!open) await new Promise<void>((resolve) => pending.push(resolve));
    if (fail) throw new Error('the database went away');
    return new Map(keys.filter((key) => key > 0).map((key) => [key, `row ${key}`]));
  };
  const release = () => {
    for (const resume of pending.splice(0)) resume();
  };
  return { calls, load, release, failOnce: () => (failNext = true) };
}

/** The turns of the event loop a statement gathers keys over. */
const tick = async () => {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
};

describe('batched reads', () => {
  it('reads the keys asked together in one call, each once, and answers every reader its own row', async () => {
    const { calls, load } = recordingLoad();
    const read = batched(load, 1);
    const db = {};
    const answers = await Promise.all([read(db, 3), read(db, 1), read(db, 3), read(db, -5), read(db, 2)]);
    expect(answers).toEqual(['row 3', 'row 1', 'row 3', undefined, 'row 2']);
    expect(calls).toEqual([[3, 1, -5, 2]]);
  });

  it('gathers the keys asked over two turns of the event loop in one call', async () => {
    const { calls, load } = recordingLoad();
    const read = batched(load, 1);
    const db = {};
    const first = read(db, 1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = read(db, 2);
    expect(await Promise.all([first, second])).toEqual(['row 1', 'row 2']);
    expect(calls).toEqual([[1, 2]]);
  });

  it('gathers the keys asked while a call runs for the next call, and runs no more calls at once than allowed', async () => {
    const { calls, load, release } = recordingLoad(false);
    const read = batched(load, 1);
    const db = {};
    const first = read(db, 1);
    await tick();
    expect(calls).toEqual([[1]]);
    const later = [read(db, 2), read(db, 3)];
    await tick();
    const last = read(db, 4);
    await tick();
    expect(calls).toEqual([[1]]);
    release();
    expect(await first).toBe('row 1');
    await tick();
    expect(calls).toEqual([[1], [2, 3, 4]]);
    release();
    expect(await Promise.all([...later, last])).toEqual(['row 2', 'row 3', 'row 4']);
  });

  it('keeps the reads of different handles (a transaction and the pool) apart', async () => {
    const { calls, load } = recordingLoad();
    const read = batched(load, 1);
    const pool = {};
    const transaction = {};
    await Promise.all([read(pool, 1), read(transaction, 2), read(pool, 3)]);
    expect(calls).toEqual([[1, 3], [2]]);
  });

  it('fails every read of a call that fails, and reads on afterwards', async () => {
    const { load, failOnce } = recordingLoad();
    const read = batched(load, 1);
    const db = {};
    failOnce();
    const failed = await Promise.allSettled([read(db, 1), read(db, 2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await read(db, 1)).toBe('row 1');
  });
});
