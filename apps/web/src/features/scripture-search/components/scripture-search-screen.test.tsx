import {
  SCRIPTURE_SEARCH_MESSAGES,
  type ScriptureSearchHit,
  type ScriptureSearchResult,
} from '@manna/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFakeFetch } from '@/testing/fake-fetch';
import { renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';
import { ScriptureSearchScreen } from './scripture-search-screen';

const hit = (verse: number, words: string): ScriptureSearchHit => ({
  book_id: 'PSA',
  book_name: 'Psalms',
  chapter: 119,
  verse,
  reference: `Psalms 119:${verse}`,
  segments: [
    { text: `${words} `, match: false },
    { text: 'word', match: true },
  ],
});

const page = (number: number, hits: ScriptureSearchHit[]): ScriptureSearchResult => ({
  kind: 'verses',
  translation: 'kjv',
  total: 21,
  page: number,
  page_size: 20,
  has_more: number === 1,
  hits,
});

function renderSearch(path: string) {
  return renderRoutesAsMember([{ path: '/bible/search', element: <ScriptureSearchScreen /> }], {
    path,
  });
}

describe('ScriptureSearchScreen', () => {
  setupFakeApiSuite();

  it('marks the matched words as text, and shows more on request', async () => {
    const { requests } = stubFakeFetch(async ({ url }) =>
      url.searchParams.get('page') === '2'
        ? jsonResponse(200, page(2, [hit(21, 'Last')]))
        : jsonResponse(
            200,
            page(
              1,
              Array.from({ length: 20 }, (_, i) => hit(i + 1, '<b>Thy</b>')),
            ),
          ),
    );
    const { user } = renderSearch('/bible/search?q=word&book=PSA');

    const list = await screen.findByRole('list', { name: 'Verses' });
    expect(screen.getByRole('status')).toHaveTextContent('21 verses found for “word” in the KJV');
    const first = within(list).getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', '/bible/PSA/119?verse=1');
    // The server's text is text: no element comes of it.
    expect(first).toHaveTextContent('<b>Thy</b> word');
    expect(first?.querySelector('b')).toBeNull();
    expect(first?.querySelector('mark')).toHaveTextContent('word');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(list).findByRole('link', { name: /Psalms 119:21/ })).toBeVisible();
    expect(within(list).getAllByRole('link')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(requests().map(({ url }) => url.searchParams.get('book'))).toEqual(['PSA', 'PSA']);
  });

  it('says why words too common are not searched, without a Retry that would say it again', async () => {
    stubFakeFetch(async () =>
      jsonResponse(400, { error: SCRIPTURE_SEARCH_MESSAGES.onlyCommonWords }),
    );
    renderSearch('/bible/search?q=the');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SCRIPTURE_SEARCH_MESSAGES.onlyCommonWords,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('asks for words before searching, and opens a typed reference without searching', async () => {
    const { requests } = stubFakeFetch(async () => jsonResponse(500));
    const { user, location } = renderSearch('/bible/search');
    const box = screen.getByRole('searchbox', { name: 'Words, a phrase or a reference' });

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(box).toHaveAccessibleDescription(SCRIPTURE_SEARCH_MESSAGES.empty);

    await user.type(box, '1 cor 13:4{Enter}');
    expect(location().pathname).toBe('/bible/1CO/13');
    expect(location().search).toBe('?verse=4');
    expect(requests()).toEqual([]);
  });
});
