import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { errors, Pool } from 'undici';
import type { OpenLoopOptions, OpenLoopResult, ScheduledRequest } from './open-loop';

// The open-loop client, in a worker thread of its own (open-loop.ts runOpenLoop): it imports
// nothing of the bench but types, so its heap stays small and its collections short.

/** What runOpenLoop sends: its options, with the schedule written out. */
export type ClientRun = Omit<OpenLoopOptions, 'request'> & {
  /** Requests of the warm-up, at the start of `requests`: sent, not counted. */
  warmUpCount: number;
  requests: ScheduledRequest[];
};

/** What the client counted (the failures as the result gives them); runOpenLoop makes the figures. */
export interface ClientTally
  extends Pick<OpenLoopResult, 'non2xx' | 'wrongBodies' | 'timeouts' | 'socketErrors'> {
  /** Of the measured requests answered right, from due time to the body's end. */
  latencies: number[];
  /** How late each measured request was sent against its due time. */
  sendLags: number[];
  /** Right answers that came back during the measured run, whichever request they answer. */
  answeredInRun: number;
  /** Share of the run the thread was busy. */
  busy: number;
}

/** How often requests past their timeout are aborted. */
const TIMEOUT_SWEEP_MS = 50;

const isTimeout = (error: unknown) =>
  error instanceof errors.HeadersTimeoutError ||
  error instanceof errors.BodyTimeoutError ||
  (error instanceof Error && error.name === 'TimeoutError');

const isJson = (body: string) => {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
};

async function runClient(run: ClientRun): Promise<ClientTally> {
  const pool = new Pool(run.origin, {
    connections: run.connections,
    pipelining: 1,
    headersTimeout: run.timeoutMs,
    bodyTimeout: run.timeoutMs,
  });
  const { rightBody, warmUpCount, requests } = run;
  const isRightBody = (body: string) =>
    rightBody === 'json' ? isJson(body) : body === rightBody.exactly;
  const intervalMs = 1000 / run.ratePerSecond;
  const total = requests.length;
  const tally: ClientTally = {
    latencies: [],
    sendLags: [],
    answeredInRun: 0,
    non2xx: {},
    wrongBodies: 0,
    timeouts: 0,
    socketErrors: {},
    busy: 0,
  };
  const inFlight = new Set<Promise<void>>();

  const startAt = performance.now() + 20;
  const measuredStartAt = startAt + warmUpCount * intervalMs;
  const measuredEndAt = startAt + total * intervalMs;

  // Every request's timeout, in the order they were sent (their deadlines' order too): a sweep
  // aborts those past their deadline, rather than a timer per request (AbortSignal.timeout), of
  // which an overloaded case (PostgreSQL at 1,000 marks/s) holds thousands at once.
  const deadlines: { deadline: number; controller: AbortController; settled: boolean }[] = [];
  let oldestUnswept = 0;
  const sweep = setInterval(() => {
    const now = performance.now();
    for (; oldestUnswept < deadlines.length; oldestUnswept++) {
      const timeout = deadlines[oldestUnswept];
      if (!timeout || (!timeout.settled && timeout.deadline > now)) break;
      if (!timeout.settled) timeout.controller.abort(new DOMException('timeout', 'TimeoutError'));
    }
  }, TIMEOUT_SWEEP_MS);

  async function send(index: number, dueAt: number) {
    const measured = index >= warmUpCount;
    const { method, path, headers, body } = requests[index] as ScheduledRequest;
    const timeout = {
      deadline: performance.now() + run.timeoutMs,
      controller: new AbortController(),
      settled: false,
    };
    deadlines.push(timeout);
    try {
      const answer = await pool.request({
        method,
        path,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body,
        signal: timeout.controller.signal,
      });
      const text = await answer.body.text();
      const doneAt = performance.now();
      timeout.settled = true;
      const right = answer.statusCode >= 200 && answer.statusCode < 300 && isRightBody(text);
      if (right && doneAt >= measuredStartAt && doneAt < measuredEndAt) tally.answeredInRun++;
      if (!measured) return;
      if (answer.statusCode < 200 || answer.statusCode >= 300) {
        tally.non2xx[answer.statusCode] = (tally.non2xx[answer.statusCode] ?? 0) + 1;
      } else if (!right) {
        tally.wrongBodies++;
      } else {
        tally.latencies.push(doneAt - dueAt);
      }
    } catch (error) {
      timeout.settled = true;
      if (!measured) return;
      if (isTimeout(error)) tally.timeouts++;
      else {
        const code = (error as { code?: unknown }).code;
        const kind =
          typeof code === 'string' ? code : error instanceof Error ? error.name : 'error';
        tally.socketErrors[kind] = (tally.socketErrors[kind] ?? 0) + 1;
      }
    }
  }

  const utilisationBefore = performance.eventLoopUtilization();
  let next = 0;
  await new Promise<void>((resolve) => {
    // Sends every request now due, then sleeps until the next one is (timers fire at best every
    // millisecond, so at high rates a few go out together, each charged from its own due time).
    const pump = () => {
      const now = performance.now();
      for (; next < total && startAt + next * intervalMs <= now; next++) {
        const dueAt = startAt + next * intervalMs;
        if (next >= warmUpCount) tally.sendLags.push(now - dueAt);
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
  clearInterval(sweep);
  tally.busy = performance.eventLoopUtilization(utilisationBefore).utilization;
  await pool.close();
  return tally;
}

parentPort?.postMessage(await runClient(workerData as ClientRun));
