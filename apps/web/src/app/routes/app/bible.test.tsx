import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { resetReaderPreferencesCache } from '@/features/reader-settings';
import {
  chapterHandler,
  jsonResponse,
  KJV_JOHN_3,
  stubScriptureApi,
} from '@/features/scripture/testing/scripture-fixtures';
import { verseWithText } from '@/features/scripture/testing/verse-queries';
import { buildUser, renderRoutes } from '@/testing/test-utils';
import { routes } from '../../router';

const anyKjvChapter = (url: URL) => {
  const match = /^\/api\/scripture\/kjv\/([1-3A-Z]{3})\/(\d+)$/.exec(url.pathname);
  if (!match) return undefined;
  return jsonResponse(200, {
    ...KJV_JOHN_3,
    book_id: match[1],
    book_name: match[1] === 'JHN' ? 'John' : match[1],
    chapter: Number(match[2]),
  });
};

function renderBible(path: string) {
  return renderRoutes(routes, { path, user: buildUser() });
}

const currentUrl = (location: ReturnType<typeof renderBible>['location']) =>
  `${location().pathname}${location().search}`;

describe('/bible', () => {
  beforeEach(() => {
    localStorage.clear();
    resetReaderPreferencesCache();
    stubScriptureApi(
      chapterHandler('kjv/JHN/3', () => jsonResponse(200, KJV_JOHN_3)),
      anyKjvChapter,
    );
  });

  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  it('opens John 1 the first time', async () => {
    const { location } = renderBible('/bible');
    await waitFor(() => expect(currentUrl(location)).toBe('/bible/JHN/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'John 1' })).toBeInTheDocument();
  });

  it('reopens the last chapter read there', async () => {
    localStorage.setItem('bibleLastRead', JSON.stringify({ book: 'ROM', chapter: 8 }));
    const { location } = renderBible('/bible?tab=info');
    await waitFor(() => expect(currentUrl(location)).toBe('/bible/ROM/8?tab=info'));
  });

  it('reads a chapter from a lower-case book code and remembers it', async () => {
    renderBible('/bible/jhn/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'John 3' })).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'John 3 (KJV)' });
    expect(verseWithText(region, /For God so loved the world/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('bibleLastRead') ?? '{}')).toEqual({
      book: 'JHN',
      chapter: 3,
    });
  });

  it.each([
    ['/bible/XYZ/1', 'There is no book of the Bible with the code “XYZ”.'],
    ['/bible/JHN/22', 'John has 21 chapters, so there is no chapter 22.'],
    ['/bible/JHN/three', 'John has 21 chapters, so there is no chapter three.'],
  ])('%s is a chapter that does not exist', async (path, message) => {
    renderBible(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chapter not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Bible' })).toHaveAttribute(
      'href',
      '/bible',
    );
  });

  it('goes to a typed passage and highlights its verses', async () => {
    const user = userEvent.setup();
    const { location } = renderBible('/bible/GEN/1');
    const box = await screen.findByRole('textbox', { name: 'Go to a passage' });

    await user.type(box, 'John three{Enter}');
    expect(await screen.findByText('Invalid reference format: John three')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    await user.clear(box);
    await user.type(box, 'jn 3:16-17{Enter}');
    await waitFor(() => expect(currentUrl(location)).toBe('/bible/JHN/3?verse=16-17'));
    const region = await screen.findByRole('region', { name: 'John 3 (KJV)' });
    expect(
      [...region.querySelectorAll('[data-highlighted]')].map((verse) =>
        verse.getAttribute('data-verse'),
      ),
    ).toEqual(['16', '17']);
  });

  it('moves between chapters across book boundaries', async () => {
    const user = userEvent.setup();
    const { location } = renderBible('/bible/MAL/4');
    await screen.findByRole('heading', { level: 1, name: 'Malachi 4' });
    // The end of the chapter offers the next one too.
    expect(await screen.findByRole('link', { name: 'Continue to Matthew 1' })).toHaveAttribute(
      'href',
      '/bible/MAT/1',
    );
    await user.click(screen.getByRole('link', { name: 'Next chapter: Matthew 1' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/bible/MAT/1'));
    expect(screen.getByRole('link', { name: 'Previous chapter: Malachi 4' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Book' }), 'GEN');
    await waitFor(() => expect(currentUrl(location)).toBe('/bible/GEN/1'));
    expect(screen.getByRole('button', { name: 'Previous chapter' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chapter' }), '50');
    await waitFor(() => expect(currentUrl(location)).toBe('/bible/GEN/50'));
  });

  it('lists books by testament with their chapter counts', async () => {
    renderBible('/bible/JHN/3');
    const book = await screen.findByRole('combobox', { name: 'Book' });
    const groups = within(book).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual([
      'Old Testament',
      'New Testament',
    ]);
    expect(groups.map((group) => within(group).getAllByRole('option').length)).toEqual([39, 27]);
    expect(within(book).getByRole('option', { name: 'John (21 chapters)' })).toHaveProperty(
      'selected',
      true,
    );
  });

  it('switches to Book Info and Settings, keeping the choice in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderBible('/bible/ROM/1');
    const panels = await screen.findByRole('navigation', { name: 'Bible panels' });
    expect(within(panels).getByRole('link', { name: 'Read' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(panels).getByRole('link', { name: 'Book Info' }));
    await waitFor(() => expect(currentUrl(location)).toBe('/bible/ROM/1?tab=info'));
    expect(await screen.findByRole('table', { name: 'Outline of Romans' })).toBeInTheDocument();

    await user.click(within(panels).getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('combobox', { name: 'Bible Translation' })).toBeInTheDocument();
    expect(currentUrl(location)).toBe('/bible/ROM/1?tab=settings');
  });
});
