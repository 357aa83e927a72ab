import type { Logger } from './logger';

/**
 * Work that must not hold up the answer (sending e-mail), yet must not be lost or fail unheard.
 * `settled()` waits for all of it: the server before it stops, a test before it reads the mail.
 */
export function createBackgroundTasks(logger: Logger) {
  const pending = new Set<Promise<void>>();
  return {
    run(task: Promise<unknown>, what: string): void {
      const tracked: Promise<void> = task
        .then(() => undefined)
        .catch((error: unknown) => logger.error({ err: error }, `background task failed: ${what}`))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    /** How many tasks are still running (the diagnostic tools show it to admins). */
    size(): number {
      return pending.size;
    },
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
