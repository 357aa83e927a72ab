import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { type ChapterVerse, SCRIPTURE_ERRORS } from '@manna/shared';
import { splitChapterHtml, toPlainText } from './chapter-html';

/**
 * A failure talking to API.Bible, with its message (docs/product/scripture.md#error-messages) and
 * status.
 */
export class ScriptureServiceError extends Error {
  /** Set when calls are paused after repeated failures: when the next one may go out. */
  readonly retryAfterMs: number | undefined;

  constructor(
    message: string,
    /** The provider's HTTP status, or undefined when it could not be reached. */
    readonly upstreamStatus: number | undefined,
    options: { cause?: unknown; retryAfterMs?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ScriptureServiceError';
    this.retryAfterMs = options.retryAfterMs;
  }

  get isRateLimited(): boolean {
    return this.upstreamStatus === 429;
  }

  /** The provider is down or unreachable, as opposed to answering with a refusal. */
  get isOutage(): boolean {
    return this.upstreamStatus === undefined || this.upstreamStatus >= 500;
  }
}

// The content flags each call sends (docs/product/scripture.md#apibible).
interface ContentFlags {
  'include-notes': boolean;
  'include-titles': boolean;
  'include-chapter-numbers': boolean;
  'include-verse-numbers': boolean;
  'include-verse-spans': boolean;
}

const CHAPTER_FLAGS: ContentFlags = {
  'include-notes': false,
  'include-titles': true,
  'include-chapter-numbers': true,
  'include-verse-numbers': true,
  'include-verse-spans': false,
};
const VERSE_FLAGS: ContentFlags = { ...CHAPTER_FLAGS, 'include-chapter-numbers': false };

export interface ApiBibleChapter {
  bookId: string;
  number: number;
  copyright: string | null;
  verses: ChapterVerse[];
}

export interface ApiBibleVerse {
  reference: string;
  bookId: string;
  chapterId: string;
  copyright: string | null;
  text: string;
}

export interface ApiBibleClient {
  getChapter(bibleId: string, chapterId: string): Promise<ApiBibleChapter>;
  getVerse(bibleId: string, verseId: string): Promise<ApiBibleVerse>;
}

interface ApiBibleClientOptions {
  baseUrl: string;
  apiKey: string;
  /** How long one call may take, body included, before it counts as a network failure. */
  timeoutMs?: number;
}

// A reader is waiting: API.Bible answers a chapter well under a second, so three seconds means
// it is in trouble (docs/product/scripture.md#when-apibible-is-down).
export const API_BIBLE_TIMEOUT_MS = 3_000;
// Ample for the longest chapter (Psalm 119 is ~60 kB of HTML); more is not API.Bible talking.
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
// At most this many sockets to API.Bible per process, so a hanging provider cannot pile them up;
// the fleet-wide limiter keeps real traffic far below it.
const MAX_SOCKETS = 8;
// Idle keep-alive sockets close before the provider's side would, so a reused one is never dead.
const IDLE_SOCKET_MS = 4_000;

interface UpstreamAnswer {
  status: number;
  statusText: string;
  /** The parsed JSON body; null when it was skipped, cut short or not JSON. */
  body: unknown;
}

export function createApiBibleClient({
  baseUrl,
  apiKey,
  timeoutMs = API_BIBLE_TIMEOUT_MS,
}: ApiBibleClientOptions): ApiBibleClient {
  const secure = new URL(baseUrl).protocol === 'https:';
  const agentOptions = { keepAlive: true, maxSockets: MAX_SOCKETS, timeout: IDLE_SOCKET_MS };
  const agent = secure ? new HttpsAgent(agentOptions) : new HttpAgent(agentOptions);

  /**
   * One GET on node:http rather than fetch: Node's fetch opens a fresh idle connection after every
   * aborted request and keeps it for seconds, while destroying a node:http request closes its
   * socket there and then. The timeout covers the whole exchange, body included.
   */
  function send(url: URL): Promise<UpstreamAnswer> {
    return new Promise((resolve, reject) => {
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      const fail = (cause: unknown) =>
        settle(() =>
          reject(new ScriptureServiceError(SCRIPTURE_ERRORS.network, undefined, { cause })),
        );

      const request = (secure ? httpsRequest : httpRequest)(
        url,
        { agent, headers: { 'api-key': apiKey, accept: 'application/json' } },
        (response) => {
          const status = response.statusCode ?? 0;
          const statusText = response.statusMessage ?? '';
          const ok = status >= 200 && status < 300;
          // 401, 403 and 429 have our own words (docs/product/scripture.md#error-messages): their
          // bodies are no use. Destroying the response frees the socket at once, even if the body
          // never ends.
          if (status === 401 || status === 403 || status === 429) {
            response.destroy();
            return settle(() => resolve({ status, statusText, body: null }));
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_RESPONSE_BYTES) request.destroy(new Error('response too large'));
            else chunks.push(chunk);
          });
          response.on('end', () =>
            settle(() => resolve({ status, statusText, body: parseJson(Buffer.concat(chunks)) })),
          );
          // Cut short (timeout, reset, too large): content is lost, a failure keeps its status.
          response.on('close', () => {
            if (response.complete) return;
            if (ok) fail(new Error('response cut short'));
            else settle(() => resolve({ status, statusText, body: null }));
          });
        },
      );
      timer = setTimeout(
        () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      request.on('error', fail);
      request.end();
    });
  }

  async function get<T>(path: string, flags: ContentFlags): Promise<T> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [flag, value] of Object.entries(flags)) url.searchParams.set(flag, String(value));
    const answer = await send(url);
    if (answer.status < 200 || answer.status >= 300) throw errorFor(answer);
    // Answers are unwrapped from their data field (docs/product/scripture.md#apibible). Each
    // call names API.Bible's documented shape as T; a missing data field is refused just below.
    const data = (answer.body as { data?: T } | null)?.data;
    if (!data) {
      throw new ScriptureServiceError(SCRIPTURE_ERRORS.other('malformed response'), answer.status);
    }
    return data;
  }

  return {
    async getChapter(bibleId, chapterId) {
      const data = await get<{
        content: string;
        bookId: string;
        number: string;
        copyright?: string;
      }>(
        `/bibles/${encodeURIComponent(bibleId)}/chapters/${encodeURIComponent(chapterId)}`,
        CHAPTER_FLAGS,
      );
      return {
        bookId: data.bookId,
        number: Number(data.number),
        copyright: data.copyright?.trim() || null,
        verses: splitChapterHtml(data.content),
      };
    },
    async getVerse(bibleId, verseId) {
      const data = await get<{
        content: string;
        reference: string;
        bookId: string;
        chapterId: string;
        copyright?: string;
      }>(
        `/bibles/${encodeURIComponent(bibleId)}/verses/${encodeURIComponent(verseId)}`,
        VERSE_FLAGS,
      );
      const verses = splitChapterHtml(data.content);
      return {
        reference: data.reference,
        bookId: data.bookId,
        chapterId: data.chapterId,
        copyright: data.copyright?.trim() || null,
        text: verses.length
          ? verses.map((verse) => verse.text).join(' ')
          : toPlainText(data.content),
      };
    },
  };
}

// The message for each provider status (docs/product/scripture.md#error-messages).
function errorFor({ status, statusText, body }: UpstreamAnswer): ScriptureServiceError {
  switch (status) {
    case 401:
      return new ScriptureServiceError(SCRIPTURE_ERRORS.invalidKey, 401);
    case 403:
      return new ScriptureServiceError(SCRIPTURE_ERRORS.forbidden, 403);
    case 429:
      return new ScriptureServiceError(SCRIPTURE_ERRORS.rateLimited, 429);
    default: {
      const message =
        typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
      return new ScriptureServiceError(
        SCRIPTURE_ERRORS.other(
          typeof message === 'string' && message ? message : statusText || `HTTP ${status}`,
        ),
        status,
      );
    }
  }
}

function parseJson(bytes: Buffer): unknown {
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    return parsed;
  } catch {
    return null;
  }
}
