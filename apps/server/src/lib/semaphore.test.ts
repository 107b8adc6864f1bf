import { afterEach, describe, expect, test, vi } from 'vitest';
import { Semaphore } from './semaphore.ts';

/** A task that runs until its `finish` is called, and says when it started. */
function task() {
  let finish: () => void = () => undefined;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: async () => {
      started = true;
      await done;
      return 'klaar';
    },
    finish: () => finish(),
    started: () => started,
  };
}
const busy = () => new Error('bezet');
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => vi.useRealTimers());

describe('Semaphore', () => {
  test('runs at most `slots` tasks at once; the next starts when one finishes', async () => {
    const slots = new Semaphore(2, 10, 60_000);
    const tasks = [task(), task(), task()];
    const results = tasks.map((t) => slots.run(t.run, busy));
    await settle();
    expect(tasks.map((t) => t.started())).toEqual([true, true, false]);
    expect(slots.load).toEqual({ active: 2, waiting: 1 });
    tasks[1]?.finish();
    await settle();
    expect(tasks[2]?.started()).toBe(true);
    tasks[0]?.finish();
    tasks[2]?.finish();
    expect(await Promise.all(results)).toEqual(['klaar', 'klaar', 'klaar']);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  test('refuses at once when the line is full', async () => {
    const slots = new Semaphore(1, 1, 60_000);
    const [a, b, c] = [task(), task(), task()];
    const running = [slots.run(a.run, busy), slots.run(b.run, busy)];
    await expect(slots.run(c.run, busy)).rejects.toThrow('bezet');
    expect(c.started()).toBe(false);
    a.finish();
    b.finish();
    await Promise.all(running);
  });

  test('refuses a task that waited longer than maxWaitMs, and leaves the line', async () => {
    vi.useFakeTimers();
    const slots = new Semaphore(1, 5, 1000);
    const [a, b] = [task(), task()];
    const first = slots.run(a.run, busy);
    const second = slots.run(b.run, busy);
    const refused = expect(second).rejects.toThrow('bezet');
    await vi.advanceTimersByTimeAsync(1001);
    await refused;
    expect(b.started()).toBe(false);
    expect(slots.load).toEqual({ active: 1, waiting: 0 });
    a.finish();
    await first;
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });

  test('a failing task frees its slot', async () => {
    const slots = new Semaphore(1, 5, 60_000);
    await expect(slots.run(() => Promise.reject(new Error('mis')), busy)).rejects.toThrow('mis');
    expect(await slots.run(async () => 'daarna', busy)).toBe('daarna');
  });
});
