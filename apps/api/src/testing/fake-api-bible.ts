import { createServer, type IncomingMessage } from 'node:http';
import { listeningPort } from '../lib/system-errors';

export const FAKE_COPYRIGHT = 'Scripture taken from the Fake Standard Bible®, Copyright © 2020.';

/**
 * How the fake misbehaves, the ways a real provider does during an outage:
 * - 'hang': accepts the request and never answers;
 * - 'stall': sends the failure status and headers, then never finishes the body;
 * - 'close': drops the connection as soon as a request arrives.
 */
export type FakeApiBibleOutage = 'hang' | 'stall' | 'close';

export interface FakeApiBible {
  baseUrl: string;
  /** Every request received, in order. */
  requests: { path: string; query: URLSearchParams; apiKey: string | undefined }[];
  /** Answer every following request with this status (and optional body) instead of content. */
  failWith(status: number | undefined, body?: unknown): void;
  /** Misbehave on every following request ('stall' uses the failWith status, else 500). */
  breakWith(outage: FakeApiBibleOutage | undefined): void;
  /** Behave again, and forget the requests received: between tests. */
  reset(): void;
  /** Connections from clients that are still open, however idle. */
  openConnections(): Promise<number>;
  close(): Promise<void>;
}

function chapterContent(bookId: string, chapter: string) {
  return [
    `<h3 class="s1">A heading for ${bookId} ${chapter}</h3>`,
    `<p class="p"><span data-number="${chapter}" class="c">${chapter}</span>`,
    `<span data-number="1" data-sid="${bookId} ${chapter}:1" class="v">1</span>First verse of ${bookId} ${chapter}.¶ `,
    `<span data-number="2" data-sid="${bookId} ${chapter}:2" class="v">2</span>Second verse with &#8220;quoted&#8221; words.</p>`,
    `<p class="p"><span data-number="3" data-sid="${bookId} ${chapter}:3" class="v">3</span>Third verse.</p>`,
  ].join('');
}

/** A local stand-in for API.Bible answering with its response shapes and status codes. */
export async function startFakeApiBible(): Promise<FakeApiBible> {
  const requests: FakeApiBible['requests'] = [];
  let failure: { status: number; body: unknown } | undefined;
  let outage: FakeApiBibleOutage | undefined;

  const server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const apiKey = request.headers['api-key'];
    requests.push({ path: url.pathname, query: url.searchParams, apiKey: apiKey?.toString() });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (outage === 'hang') return;
    if (outage === 'close') return void request.socket.destroy();
    if (outage === 'stall') {
      response.writeHead(failure?.status ?? 500, { 'content-type': 'application/json' });
      return void response.write('{"statusCode":');
    }
    if (failure) return send(failure.status, failure.body);

    const chapterMatch = url.pathname.match(/^\/bibles\/([^/]+)\/chapters\/([1-3]?[A-Z]+)\.(\d+)$/);
    if (chapterMatch) {
      const [, bibleId, bookId = '', number = ''] = chapterMatch;
      return send(200, {
        data: {
          id: `${bookId}.${number}`,
          bibleId,
          number,
          bookId,
          reference: `${bookId} ${number}`,
          content: chapterContent(bookId, number),
          copyright: FAKE_COPYRIGHT,
        },
      });
    }
    const verseMatch = url.pathname.match(
      /^\/bibles\/([^/]+)\/verses\/([1-3]?[A-Z]+)\.(\d+)\.(\d+)$/,
    );
    if (verseMatch) {
      const [, bibleId, bookId = '', chapter = '', verse = ''] = verseMatch;
      return send(200, {
        data: {
          id: `${bookId}.${chapter}.${verse}`,
          bibleId,
          bookId,
          chapterId: `${bookId}.${chapter}`,
          reference: `${bookId} ${chapter}:${verse}`,
          content: `<p class="p"><span data-number="${verse}" class="v">${verse}</span>The verse ${bookId} ${chapter}:${verse}.</p>`,
          copyright: FAKE_COPYRIGHT,
        },
      });
    }
    return send(404, { statusCode: 404, error: 'Not Found', message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = listeningPort(server);

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failWith(status, body = { statusCode: status, message: 'Something broke upstream' }) {
      failure = status === undefined ? undefined : { status, body };
    },
    breakWith(next) {
      outage = next;
    },
    reset() {
      failure = undefined;
      outage = undefined;
      requests.length = 0;
    },
    openConnections: () =>
      new Promise<number>((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A hung request would otherwise keep close() waiting for ever.
        server.closeAllConnections();
      }),
  };
}
