import {
  CHAPTER_NOT_FOUND,
  type Chapter,
  type PassageResult,
  TRANSLATIONS,
  type Translation,
} from '@manna/shared';
import { vi } from 'vitest';

/** The catalogue as a server without an API.Bible key lists it: only the bundled two open. */
export const TRANSLATIONS_RESPONSE: { translations: Translation[] } = {
  translations: TRANSLATIONS.map((info): Translation => {
    const bundled = info.id === 'kjv' || info.id === 'web';
    return bundled
      ? { ...info, source: 'bundled', available: true, status: 'available' }
      : {
          ...info,
          source: 'api-bible',
          available: false,
          status: 'not-configured',
          reason: 'Not offered on this server',
        };
  }),
};

export const KJV_JOHN_3: Chapter = {
  translation_id: 'kjv',
  translation_name: 'King James Version',
  translation_note: null,
  book_id: 'JHN',
  book_name: 'John',
  chapter: 3,
  verses: [
    {
      verse: 1,
      text: 'There was a man of the Pharisees, named Nicodemus, a ruler of the Jews:',
      paragraph: true,
    },
    {
      verse: 2,
      text: 'The same came to Jesus by night, and said unto him, Rabbi, we know that thou art a teacher come from God: for no man can do these miracles that thou doest, except God be with him.',
    },
    {
      verse: 16,
      text: 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
      paragraph: true,
    },
    {
      verse: 17,
      text: 'For God sent not his Son into the world to condemn the world; but that the world through him might be saved.',
    },
  ],
};

export const WEB_JOHN_3: Chapter = {
  ...KJV_JOHN_3,
  translation_id: 'web',
  translation_name: 'World English Bible',
  translation_note: 'The World English Bible is in the public domain.',
  verses: [
    {
      verse: 3,
      text: 'Jesus answered him, “Most certainly, I tell you, unless one is born anew, he can’t see God’s Kingdom.”',
      paragraph: true,
    },
  ],
};

export const KJV_PSALM_23: Chapter = {
  translation_id: 'kjv',
  translation_name: 'King James Version',
  translation_note: null,
  book_id: 'PSA',
  book_name: 'Psalms',
  chapter: 23,
  title: 'A Psalm of David.',
  verses: [
    { verse: 1, text: 'The LORD [is] my shepherd; I shall not want.', paragraph: true },
    { verse: 2, text: 'He maketh me to lie down in green pastures.' },
  ],
};

export const KJV_PSALM_119: Chapter = {
  ...KJV_PSALM_23,
  chapter: 119,
  title: undefined,
  verses: [
    {
      verse: 1,
      text: 'Blessed [are] the undefiled in the way.',
      heading: 'ALEPH',
      paragraph: true,
    },
    { verse: 9, text: 'Wherewithal shall a young man cleanse his way?', heading: 'BETH' },
  ],
};

export const WEB_ACTS_8: Chapter = {
  translation_id: 'web',
  translation_name: 'World English Bible',
  translation_note: null,
  book_id: 'ACT',
  book_name: 'Acts',
  chapter: 8,
  verses: [
    { verse: 36, text: 'As they went on the way, they came to some water.', paragraph: true },
    { verse: 37, text: '', omitted: true },
    { verse: 38, text: 'He commanded the chariot to stand still.' },
  ],
};

export const passage = (
  reference: string,
  verse: { chapter: number; verse: number; text: string },
  translation: { id: 'kjv' | 'web'; name: string } = { id: 'kjv', name: 'King James Version' },
): PassageResult => ({
  reference,
  verses: [{ book_id: 'JHN', book_name: 'John', ...verse }],
  text: verse.text,
  translation_id: translation.id,
  translation_name: translation.name,
  translation_note: null,
  source: 'bundled',
});

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: URL) => Response | Promise<Response> | undefined;

/**
 * Stubs global fetch for the scripture API. Each handler may answer a request or return
 * undefined to pass it on; the translations list is answered by default. Unknown URLs get 404.
 */
export function stubScriptureApi(...handlers: Handler[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    for (const handler of handlers) {
      const response = await handler(url);
      if (response) return response;
    }
    if (url.pathname === '/api/scripture/translations') {
      return jsonResponse(200, TRANSLATIONS_RESPONSE);
    }
    return jsonResponse(404, { error: CHAPTER_NOT_FOUND });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers GET /api/scripture/:translation/:book/:chapter with a chapter. */
export const chapterHandler =
  (path: string, respond: () => Response): Handler =>
  (url) =>
    url.pathname === `/api/scripture/${path}` ? respond() : undefined;
