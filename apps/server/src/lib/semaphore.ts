/**
 * At most `slots` tasks at once; others wait in line, at most `maxWaiting` of them and each at
 * most `maxWaitMs`. A task that finds the line full, or waits too long, gets the `busy` error.
 */
export class Semaphore {
  private active = 0;
  private readonly line: (() => void)[] = [];

  constructor(
    private readonly slots: number,
    private readonly maxWaiting: number,
    private readonly maxWaitMs: number,
  ) {}

  async run<T>(task: () => Promise<T>, busy: () => Error): Promise<T> {
    await this.acquire(busy);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Tasks running now and waiting now (for tests and logs). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.line.length };
  }

  private acquire(busy: () => Error): Promise<void> {
    if (this.active < this.slots) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.line.length >= this.maxWaiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve(); // the slot passes from the task that released it: `active` stays
      };
      const timer = setTimeout(() => {
        this.line.splice(this.line.indexOf(turn), 1);
        reject(busy());
      }, this.maxWaitMs);
      this.line.push(turn);
    });
  }

  private release(): void {
    const next = this.line.shift();
    if (next) next();
    else this.active -= 1;
  }
}
