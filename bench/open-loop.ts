import { Worker } from 'node:worker_threads';
import { percentile } from './in-process-app';
import type { ClientRun, ClientTally } from './open-loop-client';

/** One request of the schedule: what to send (a right answer is the run's `rightBody`). */
export interface ScheduledRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions {
  origin: string;
  /** Requests per second, sent on schedule whether or not earlier ones were answered. */
  ratePerSecond: number;
  /** Sent at the same rate before the measured run; their answers are not counted. */
  warmUpSeconds: number;
  seconds: number;
  /** Keep-alive connections; requests beyond them wait in the client, and that wait counts. */
  connections: number;
  /** An answer not complete this long after its send is a timeout. */
  timeoutMs: number;
  /** The `index`th request of the schedule (warm-up included). */
  request(index: number): ScheduledRequest;
  /** What a 2xx answer's body must be to be right: these exact bytes, or any JSON. */
  rightBody: RightBody;
}

export type RightBody = { exactly: string } | 'json';

export interface OpenLoopResult {
  offeredPerSecond: number;
  /**
   * Right answers per second that came back during the measured run (whichever request they
   * answer): what the server kept up with, however far behind it is.
   */
  achievedPerSecond: number;
  sent: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers that were not 2xx, by status. */
  non2xx: Record<number, number>;
  wrongBodies: number;
  timeouts: number;
  /** Requests that failed without an answer (connection refused or reset...), by error code. */
  socketErrors: Record<string, number>;
  /** How late the client sent the measured requests against their schedule. */
  sendLagP99Ms: number;
  sendLagMaxMs: number;
  /** Share of the run the client's thread was busy (its event loop's utilisation; 1 = all along). */
  clientBusy: number;
}

/** How late a send may be (p99) before the client, not the server, is said to set the pace. */
export const SEND_LAG_TOLERANCE_MS = 5;

/** Every way a request failed, in one count. */
export const errorCount = (result: OpenLoopResult) =>
  Object.values(result.non2xx).reduce((sum, count) => sum + count, 0) +
  result.wrongBodies +
  result.timeouts +
  Object.values(result.socketErrors).reduce((sum, count) => sum + count, 0);

/** Whether the client sent on schedule, so that the figures are the server's. */
export const keptSchedule = (result: OpenLoopResult) =>
  result.sendLagP99Ms <= SEND_LAG_TOLERANCE_MS;

/** The failures in words: "none", or e.g. "503 x12, 3 timeouts". */
export function describeErrors(result: OpenLoopResult): string {
  const parts = [
    ...Object.entries(result.non2xx).map(([status, count]) => `${status} x${count}`),
    result.wrongBodies ? `${result.wrongBodies} wrong bodies` : '',
    result.timeouts ? `${result.timeouts} timeouts` : '',
    ...Object.entries(result.socketErrors).map(([code, count]) => `${code} x${count}`),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'none';
}

/**
 * An open-loop load: request i is due at start + i / rate and is sent then, however many earlier
 * ones are still unanswered, and its latency runs from that due time. A server that stalls is
 * charged for every request it delays (no coordinated omission), as members arriving on their
 * own schedule would feel it. Latency includes reading the whole body.
 *
 * The client runs in a worker thread of its own (open-loop-client.ts). In the bench's thread it
 * shared a heap and an event loop with everything the bench had loaded (117 MB, collections of up
 * to 107 ms) and sent 10-18 ms late at p99 at 2,000 chapters/s, which the latencies charged to the
 * server; in its own thread, 3.5-4.3 ms (docs/decisions/013-marking-a-chapter.md, revision 9).
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const { request, ...settings } = options;
  const warmUpCount = Math.round(options.ratePerSecond * options.warmUpSeconds);
  const total = warmUpCount + Math.round(options.ratePerSecond * options.seconds);
  const run: ClientRun = {
    ...settings,
    warmUpCount,
    requests: Array.from({ length: total }, (_, index) => request(index)),
  };
  const tally = await new Promise<ClientTally>((resolve, reject) => {
    // tsx's loader does not reach a worker by itself on Node 20: the worker imports it first.
    const source = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${JSON.stringify(new URL('./open-loop-client.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;
    const worker = new Worker(source, { eval: true, workerData: run });
    worker.once('message', (answer: ClientTally) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`the load client exited (${code}) without a tally`)),
    );
  });

  const sorted = tally.latencies.sort((a, b) => a - b);
  const lags = tally.sendLags.sort((a, b) => a - b);
  return {
    offeredPerSecond: options.ratePerSecond,
    achievedPerSecond: tally.answeredInRun / options.seconds,
    sent: total - warmUpCount,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    non2xx: tally.non2xx,
    wrongBodies: tally.wrongBodies,
    timeouts: tally.timeouts,
    socketErrors: tally.socketErrors,
    sendLagP99Ms: percentile(lags, 0.99),
    sendLagMaxMs: lags.at(-1) ?? Number.NaN,
    clientBusy: tally.busy,
  };
}
