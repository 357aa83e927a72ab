import { type PersonalSearchHit, personalSearchEndpoints } from '@manna/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchRoute } from '@/app/routes/app/search';
import { fakeRoute, stubFakeApi } from '@/testing/fake-fetch';
import { renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';

// docs/product/search.md#the-results

const note: PersonalSearchHit = {
  kind: 'note',
  id: '11111111-1111-4111-8111-111111111111',
  title: { text: 'Forgiveness <b>seventy</b> times', marks: [[0, 11]] },
  snippet: { text: 'Peter asks how often to forgive', marks: [[24, 31]] },
  reference: 'Matthew 18:22',
  date: '2026-03-04T10:00:00.000Z',
  target: { screen: 'chapter', book: 'MAT', chapter: 18, verse: '22' },
};
const prayer: PersonalSearchHit = {
  kind: 'prayer',
  id: '22222222-2222-4222-8222-222222222222',
  title: { text: 'For my brother', marks: [] },
  snippet: { text: 'That he may forgive me', marks: [[12, 19]] },
  reference: null,
  date: '2026-03-01T10:00:00.000Z',
  target: { screen: 'prayer', id: '22222222-2222-4222-8222-222222222222' },
};

function stubSearch(hits: PersonalSearchHit[]) {
  return stubFakeApi(
    [
      fakeRoute(personalSearchEndpoints.search, ({ url }) => {
        const kind = url.searchParams.get('kind');
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const kept = hits.filter((hit) => !kind || hit.kind === kind);
        const items = kept.slice(offset, offset + 1);
        const next = offset + 1 < kept.length ? offset + 1 : null;
        return { items, total: kept.length, next_offset: next };
      }),
    ],
    {},
  );
}

const renderAt = (path: string) =>
  renderRoutesAsMember([{ path: '/search', element: <SearchRoute /> }], { path });

describe('SearchScreen', () => {
  setupFakeApiSuite();

  it('lists results with their kind, reference and date, marking what matched as text', async () => {
    stubSearch([note, prayer]);
    const { user, location } = renderAt('/search?q=forgiv');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const first = within(results).getByRole('link');
    expect(first).toHaveAttribute('href', '/bible/MAT/18?verse=22');
    expect(first).toHaveTextContent('Study note');
    expect(first).toHaveTextContent('Matthew 18:22');
    expect(first).toHaveTextContent('Mar 4, 2026');
    // The answer's text is text: its angle brackets never become markup.
    expect(first.querySelector('b')).toBeNull();
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Forgiveness',
      'forgive',
    ]);
    expect(screen.getByText('2 results for “forgiv”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(results).findByRole('link', { name: /For my brother/ })).toHaveAttribute(
      'href',
      `/prayers/${prayer.id}`,
    );

    await user.click(screen.getByRole('link', { name: 'Prayers' }));
    expect(location().search).toBe('?q=forgiv&kind=prayer');
    expect(await screen.findByText('1 result for “forgiv”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prayers' })).toHaveAttribute('aria-current', 'true');
  });

  it('says when nothing of theirs matches, and what to do before searching', async () => {
    stubSearch([]);
    renderAt('/search?q=zebra');
    expect(await screen.findByText('Nothing of yours matches “zebra”')).toBeInTheDocument();
  });

  it('explains the search box when there is no search yet', async () => {
    const api = stubSearch([note]);
    renderAt('/search');
    expect(screen.getByText(/press \/ to go straight to it/)).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });
});
