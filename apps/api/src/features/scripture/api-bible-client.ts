import { type ChapterVerse, SCRIPTURE_ERRORS } from '@manna/shared';
import { splitChapterHtml, toPlainText } from './chapter-html';

/** A failure talking to API.Bible, carrying the SPEC §8 message and the provider's status. */
export class ScriptureServiceError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, or undefined when it could not be reached. */
    readonly upstreamStatus: number | undefined,
  ) {
    super(message);
    this.name = 'ScriptureServiceError';
  }

  get isRateLimited(): boolean {
    return this.upstreamStatus === 429;
  }
}

// SPEC §7: the content flags and their defaults.
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
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createApiBibleClient({
  baseUrl,
  apiKey,
  fetch: fetchImpl = fetch,
  timeoutMs = 10_000,
}: ApiBibleClientOptions): ApiBibleClient {
  async function get<T>(path: string, flags: ContentFlags): Promise<T> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [flag, value] of Object.entries(flags)) url.searchParams.set(flag, String(value));
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { 'api-key': apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new ScriptureServiceError(SCRIPTURE_ERRORS.network, undefined);
    }
    if (!response.ok) throw await errorFor(response);
    // SPEC §7: responses are unwrapped from their data field.
    const body = (await response.json().catch(() => null)) as { data?: T } | null;
    if (!body?.data) {
      throw new ScriptureServiceError(
        SCRIPTURE_ERRORS.other('malformed response'),
        response.status,
      );
    }
    return body.data;
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

// SPEC §8: the message for each provider status.
async function errorFor(response: Response): Promise<ScriptureServiceError> {
  switch (response.status) {
    case 401:
      return new ScriptureServiceError(SCRIPTURE_ERRORS.invalidKey, 401);
    case 403:
      return new ScriptureServiceError(SCRIPTURE_ERRORS.forbidden, 403);
    case 429:
      return new ScriptureServiceError(SCRIPTURE_ERRORS.rateLimited, 429);
    default: {
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      const message = body?.message || response.statusText || `HTTP ${response.status}`;
      return new ScriptureServiceError(SCRIPTURE_ERRORS.other(message), response.status);
    }
  }
}
