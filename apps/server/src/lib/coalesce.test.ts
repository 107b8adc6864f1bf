import { describe, expect, test } from 'vitest';
import { coalescePerKey, type Outcome } from './coalesce.ts';

/** A runGroup that records its groups and resolves when told to. */
function recorder(outcome: (item: number) => Outcome<string> = (i) => ({ value: `ok ${i}` })) {
  const groups: [string, number[]][] = [];
  const releases: (() => void)[] = [];
  const run = (key: string, items: number[]) => {
    groups.push([key, items]);
    return new Promise<Outcome<string>[]>((resolve) => {
      releases.push(() => resolve(items.map(outcome)));
    });
  };
  const releaseNext = async () => {
    await new Promise((r) => setImmediate(r));
    releases.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { groups, run, releaseNext };
}

describe('coalescePerKey', () => {
  test('items that arrive while a group runs are run together next, in arrival order', async () => {
    const r = recorder();
    const submit = coalescePerKey(r.run);
    const first = submit('a', 1);
    const rest = [submit('a', 2), submit('a', 3), submit('a', 4)];
    expect(r.groups).toEqual([['a', [1]]]);
    await r.releaseNext();
    expect(r.groups).toEqual([
      ['a', [1]],
      ['a', [2, 3, 4]],
    ]);
    await r.releaseNext();
    expect(await first).toBe('ok 1');
    expect(await Promise.all(rest)).toEqual(['ok 2', 'ok 3', 'ok 4']);
  });

  test('different keys do not wait for each other', () => {
    const r = recorder();
    const submit = coalescePerKey(r.run);
    void submit('a', 1);
    void submit('b', 2);
    expect(r.groups).toEqual([
      ['a', [1]],
      ['b', [2]],
    ]);
  });

  test('a group is at most maxGroup items', async () => {
    const r = recorder();
    const submit = coalescePerKey(r.run, 2);
    void submit('a', 1);
    void submit('a', 2);
    void submit('a', 3);
    void submit('a', 4);
    await r.releaseNext();
    await r.releaseNext();
    expect(r.groups.map(([, items]) => items)).toEqual([[1], [2, 3], [4]]);
  });

  test('an item refused in its outcome rejects alone', async () => {
    const r = recorder((i) => (i === 2 ? { error: new Error('refused 2') } : { value: `ok ${i}` }));
    const submit = coalescePerKey(r.run);
    void submit('a', 1);
    const two = submit('a', 2).catch((e: Error) => e.message);
    const three = submit('a', 3);
    await r.releaseNext();
    await r.releaseNext();
    expect(await two).toBe('refused 2');
    expect(await three).toBe('ok 3');
  });

  test('when a whole group throws, each of its items runs again on its own', async () => {
    const groups: number[][] = [];
    const submit = coalescePerKey(async (_key, items: number[]) => {
      groups.push(items);
      if (items.includes(2)) throw new Error(`group ${items.join(',')} failed`);
      return items.map((i) => ({ value: i * 10 }));
    });
    const results = await Promise.allSettled([1, 2, 3].map((i) => submit('a', i)));
    expect(groups).toEqual([[1], [2, 3], [2], [3]]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      10,
      'Error: group 2 failed',
      30,
    ]);
  });
});
