/** What one item of a group came to: its value, or the error that refuses it alone. */
export type Outcome<O> = { value: O } | { error: unknown };

type Waiter<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/**
 * Runs work one group at a time per key: items for a key that arrive while a group for that key
 * runs wait, and then run together as the next group (group commit). A hot key then costs one
 * transaction per group instead of one per item, all waiting on the same row lock.
 *
 * `runGroup` returns one outcome per item, in order. If it throws, each item of the group runs
 * again on its own, so one bad item cannot fail the others.
 */
export function coalescePerKey<I, O>(
  runGroup: (key: string, items: I[]) => Promise<Outcome<O>[]>,
  maxGroup = 50,
) {
  const queues = new Map<string, Waiter<I, O>[]>();

  async function settle(key: string, group: Waiter<I, O>[]) {
    let outcomes: Outcome<O>[];
    try {
      outcomes = await runGroup(
        key,
        group.map((w) => w.item),
      );
    } catch (error) {
      if (group.length === 1) {
        group[0]?.reject(error);
        return;
      }
      for (const waiter of group) await settle(key, [waiter]);
      return;
    }
    group.forEach((waiter, i) => {
      const outcome = outcomes[i];
      if (outcome && 'value' in outcome) waiter.resolve(outcome.value);
      else waiter.reject(outcome?.error ?? new Error('no outcome for a coalesced item'));
    });
  }

  async function drain(key: string) {
    for (;;) {
      const waiting = queues.get(key) ?? [];
      if (waiting.length === 0) break;
      const group = waiting.splice(0, maxGroup);
      await settle(key, group);
    }
    queues.delete(key);
  }

  return function submit(key: string, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ item, resolve, reject });
        return;
      }
      queues.set(key, [{ item, resolve, reject }]);
      void drain(key);
    });
  };
}
