/**
 * Work that runs after the answer has gone out: sending an email must not hold a request (SMTP can
 * be slow), and a password-reset request must answer in the same time whether or not the address
 * belongs to anyone. A failure is logged, never thrown at a caller who already has their answer.
 * The app waits for pending tasks when it closes, so nothing is cut off half-way at shutdown.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far (and any they start) has finished. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise: Promise<void> = Promise.resolve()
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
