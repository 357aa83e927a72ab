import { errors, Pool } from 'undici';
import { percentile } from './in-process-app';

/** One request of the schedule: what to send, and how to tell a right answer. */
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
  /** Whether a 2xx answer's body is right (e.g. valid JSON, or the expected bytes). */
  isRightBody(body: string): boolean;
}

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
  /** The client's own CPU time over the run, in cores (1 = one core busy all along). */
  clientCores: number;
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

const isTimeout = (error: unknown) =>
  error instanceof errors.HeadersTimeoutError ||
  error instanceof errors.BodyTimeoutError ||
  (error instanceof Error && error.name === 'TimeoutError');

/**
 * An open-loop load: request i is due at start + i / rate and is sent then, however many earlier
 * ones are still unanswered, and its latency runs from that due time. A server that stalls is
 * charged for every request it delays (no coordinated omission), as members arriving on their
 * own schedule would feel it. Latency includes reading the whole body.
 */
export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const pool = new Pool(options.origin, {
    connections: options.connections,
    pipelining: 1,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  const intervalMs = 1000 / options.ratePerSecond;
  const warmUpCount = Math.round(options.ratePerSecond * options.warmUpSeconds);
  const total = warmUpCount + Math.round(options.ratePerSecond * options.seconds);
  const latencies: number[] = [];
  const sendLags: number[] = [];
  const non2xx: Record<number, number> = {};
  let wrongBodies = 0;
  let timeouts = 0;
  const socketErrors: Record<string, number> = {};
  let answeredInRun = 0;
  const inFlight = new Set<Promise<void>>();

  const startAt = performance.now() + 20;
  const measuredStartAt = startAt + warmUpCount * intervalMs;
  const measuredEndAt = startAt + total * intervalMs;

  async function send(index: number, dueAt: number) {
    const measured = index >= warmUpCount;
    const { method, path, headers, body } = options.request(index);
    try {
      const answer = await pool.request({
        method,
        path,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await answer.body.text();
      const doneAt = performance.now();
      const right =
        answer.statusCode >= 200 && answer.statusCode < 300 && options.isRightBody(text);
      if (right && doneAt >= measuredStartAt && doneAt < measuredEndAt) answeredInRun++;
      if (!measured) return;
      if (answer.statusCode < 200 || answer.statusCode >= 300) {
        non2xx[answer.statusCode] = (non2xx[answer.statusCode] ?? 0) + 1;
      } else if (!right) {
        wrongBodies++;
      } else {
        latencies.push(doneAt - dueAt);
      }
    } catch (error) {
      if (!measured) return;
      if (isTimeout(error)) timeouts++;
      else {
        const code = (error as { code?: unknown }).code;
        const kind =
          typeof code === 'string' ? code : error instanceof Error ? error.name : 'error';
        socketErrors[kind] = (socketErrors[kind] ?? 0) + 1;
      }
    }
  }

  const cpuBefore = process.cpuUsage();
  let next = 0;
  await new Promise<void>((resolve) => {
    // Sends every request now due, then sleeps until the next one is (timers fire at best every
    // millisecond, so at high rates a few go out together, each charged from its own due time).
    const pump = () => {
      const now = performance.now();
      for (; next < total && startAt + next * intervalMs <= now; next++) {
        const dueAt = startAt + next * intervalMs;
        if (next >= warmUpCount) sendLags.push(now - dueAt);
        const request = send(next, dueAt);
        inFlight.add(request);
        void request.finally(() => inFlight.delete(request));
      }
      if (next >= total) return resolve();
      setTimeout(pump, Math.max(0, startAt + next * intervalMs - performance.now()));
    };
    setTimeout(pump, Math.max(0, startAt - performance.now()));
  });
  await Promise.all(inFlight);
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - startAt;
  await pool.close();

  const sorted = latencies.sort((a, b) => a - b);
  const lags = sendLags.sort((a, b) => a - b);
  return {
    offeredPerSecond: options.ratePerSecond,
    achievedPerSecond: answeredInRun / options.seconds,
    sent: total - warmUpCount,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? Number.NaN,
    non2xx,
    wrongBodies,
    timeouts,
    socketErrors,
    sendLagP99Ms: percentile(lags, 0.99),
    sendLagMaxMs: lags.at(-1) ?? Number.NaN,
    clientCores: (cpu.user + cpu.system) / 1000 / wallMs,
  };
}
