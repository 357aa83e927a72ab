import {
  type Chapter,
  RATE_LIMIT_INLINE_MESSAGE,
  RATE_LIMIT_TOAST,
  TRANSLATION_UNAVAILABLE_REASONS,
  type Translation,
  type TranslationId,
  UNABLE_TO_LOAD_MESSAGE,
} from '@manna/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { resetReaderPreferencesCache } from '@/features/reader-settings';
import { createTestQueryClient } from '@/testing/test-utils';
import {
  chapterHandler,
  jsonResponse,
  KJV_JOHN_3,
  KJV_PSALM_23,
  KJV_PSALM_119,
  stubScriptureApi,
  TRANSLATIONS_RESPONSE,
  WEB_ACTS_8,
  WEB_JOHN_3,
} from '../testing/scripture-fixtures';
import { verseWithText } from '../testing/verse-queries';
import { ScripturePanel } from './scripture-panel';

type PanelProps = Partial<ComponentProps<typeof ScripturePanel>>;

function renderPanel(props: PanelProps = {}) {
  const onTranslationChange = vi.fn<(translation: TranslationId) => void>();
  const queryClient = createTestQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <ScripturePanel
        book="JHN"
        chapter={3}
        translation="kjv"
        onTranslationChange={onTranslationChange}
        {...props}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, onTranslationChange, queryClient };
}

const ok = (chapter: Chapter) => () => jsonResponse(200, chapter);

/** The panel as a screen uses it: choosing a translation reads in it. */
function ReadingJohn3({ initialTranslation }: { initialTranslation: TranslationId }) {
  const [translation, setTranslation] = useState(initialTranslation);
  return (
    <ScripturePanel
      book="JHN"
      chapter={3}
      translation={translation}
      onTranslationChange={setTranslation}
    />
  );
}

async function findScripture(name: string | RegExp) {
  return screen.findByRole('region', { name });
}

describe('ScripturePanel', () => {
  beforeEach(() => {
    localStorage.clear();
    resetReaderPreferencesCache();
  });

  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("shows 'Loading scripture...' and then the chapter with verse numbers and paragraphs", async () => {
    const fetchMock = stubScriptureApi(chapterHandler('kjv/JHN/3', ok(KJV_JOHN_3)));
    renderPanel();

    expect(screen.getByText('Loading scripture...')).toBeInTheDocument();
    const region = await findScripture('John 3 (KJV)');
    expect(verseWithText(region, /For God so loved the world/)).toBeInTheDocument();
    expect(screen.queryByText('Loading scripture...')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/scripture/kjv/JHN/3', expect.anything());

    const numbers = [...region.querySelectorAll('sup.verse-number')].map((sup) => sup.textContent);
    expect(numbers).toEqual(['1', '2', '16', '17']);
    // Verse 16 starts a new paragraph (paragraph: true).
    const paragraphs = region.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[1]?.textContent).toMatch(/^16For God so loved the world/);
    // Public-domain text has no copyright line.
    expect(document.querySelector('.translation-note')).toBeNull();
  });

  it('accepts a lower-case book code', async () => {
    const fetchMock = stubScriptureApi(chapterHandler('kjv/JHN/3', ok(KJV_JOHN_3)));
    renderPanel({ book: 'jhn' });
    await findScripture('John 3 (KJV)');
    expect(fetchMock).toHaveBeenCalledWith('/api/scripture/kjv/JHN/3', expect.anything());
  });

  it('lists the translations it can serve first, then the others under why, and reports a choice', async () => {
    stubScriptureApi(chapterHandler('kjv/JHN/3', ok(KJV_JOHN_3)));
    const user = userEvent.setup();
    const { onTranslationChange } = renderPanel();
    await findScripture('John 3 (KJV)');

    const select = screen.getByRole('combobox', { name: 'Translation' });
    expect(select).toHaveValue('kjv');
    const optionTexts = (parent: Element) =>
      [...parent.querySelectorAll(':scope > option')].map((option) => option.textContent);
    await expect
      .poll(() => optionTexts(select))
      .toEqual(['King James Version (KJV)', 'World English Bible (WEB)']);
    const groups = [...select.querySelectorAll('optgroup')];
    expect(groups.map((group) => group.label)).toEqual(['Not offered on this server']);
    expect(groups.map(optionTexts)).toEqual([
      [
        'New American Standard Bible (NASB)',
        'English Standard Version (ESV)',
        'New International Version (NIV)',
        'New Living Translation (NLT)',
      ],
    ]);
    // Closed, the select shows its choice briefly (the abbreviation on a phone).
    expect(select.parentElement?.querySelector('[data-select-display]')).toHaveTextContent('KJV');

    await user.selectOptions(select, 'web');
    expect(onTranslationChange).toHaveBeenCalledWith('web');
  });

  it('applies the font size choice to the verses, with the SPEC line height', async () => {
    stubScriptureApi(chapterHandler('kjv/JHN/3', ok(KJV_JOHN_3)));
    const user = userEvent.setup();
    renderPanel();
    const region = await findScripture('John 3 (KJV)');
    const text = region.querySelector<HTMLElement>('.scripture-text');
    expect(text).toHaveStyle({ fontSize: '16px', lineHeight: '1.6' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), 'Large (18px)');
    expect(text).toHaveStyle({ fontSize: '18px', lineHeight: '1.5' });
    expect(JSON.parse(localStorage.getItem('bibleFontSettings') ?? '{}')).toMatchObject({
      fontSize: 18,
    });
  });

  it('shows the fallback notice above the text when another translation was served', async () => {
    const message = 'NASB is not available on this server, so you are reading the KJV.';
    stubScriptureApi(
      chapterHandler('nasb/JHN/3', ok({ ...KJV_JOHN_3, fallback: { requested: 'nasb', message } })),
    );
    renderPanel({ translation: 'nasb' });

    const notice = await screen.findByText(message);
    const region = await findScripture('John 3 (KJV)');
    expect(verseWithText(region, /For God so loved the world/)).toBeInTheDocument();
    // Above the text: the notice comes first in the document.
    expect(notice.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('styles words in quotes, LORD and supplied words, and shows Psalm titles', async () => {
    stubScriptureApi(
      chapterHandler('web/JHN/3', ok(WEB_JOHN_3)),
      chapterHandler('kjv/PSA/23', ok(KJV_PSALM_23)),
    );
    const { rerender, queryClient } = renderPanel({ translation: 'web' });
    const region = await findScripture('John 3 (WEB)');
    // The first word stays with the verse number, so a quotation can span two runs.
    const red = [...region.querySelectorAll('.words-of-jesus')];
    expect(red.map((run) => run.textContent).join('')).toContain(
      '“Most certainly, I tell you, unless one is born anew',
    );
    expect(red[0]).toHaveClass('text-red-700', 'dark:text-red-400');
    expect(
      screen.getByText('The World English Bible is in the public domain.'),
    ).toBeInTheDocument();

    rerender(
      <QueryClientProvider client={queryClient}>
        <ScripturePanel book="PSA" chapter={23} translation="kjv" onTranslationChange={vi.fn()} />
      </QueryClientProvider>,
    );
    const psalm = await findScripture('Psalms 23 (KJV)');
    expect(within(psalm).getByText('A Psalm of David.')).toHaveClass('psalm-title');
    expect(psalm.querySelector('.divine-name')).toHaveTextContent('LORD');
    expect(psalm.querySelector('.supplied-words')).toHaveTextContent('is');
    expect(psalm.querySelector('[data-verse="1"]')).toHaveTextContent(
      'The LORD is my shepherd; I shall not want.',
    );
  });

  it('prints Psalm 119 headings and greys out omitted verses', async () => {
    stubScriptureApi(
      chapterHandler('kjv/PSA/119', ok(KJV_PSALM_119)),
      chapterHandler('web/ACT/8', ok(WEB_ACTS_8)),
    );
    const { rerender, queryClient } = renderPanel({ book: 'PSA', chapter: 119 });
    const psalm = await findScripture('Psalms 119 (KJV)');
    expect(
      within(psalm)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['ALEPH', 'BETH']);

    rerender(
      <QueryClientProvider client={queryClient}>
        <ScripturePanel book="ACT" chapter={8} translation="web" onTranslationChange={vi.fn()} />
      </QueryClientProvider>,
    );
    const acts = await findScripture('Acts 8 (WEB)');
    const omitted = verseWithText(acts, /\(verse omitted in this translation\)/);
    expect(omitted).toHaveAttribute('data-verse', '37');
    expect(omitted.querySelector('.verse-omitted')).toHaveClass('text-muted-foreground');
  });

  it('lets a verse be picked by its number or its text, and draws the verse slots', async () => {
    stubScriptureApi(chapterHandler('kjv/JHN/3', ok(KJV_JOHN_3)));
    const user = userEvent.setup();
    const onVerseSelect = vi.fn();
    renderPanel({
      onVerseSelect,
      verseBadge: (verse) => (verse.verse === 16 ? <span>2 notes</span> : null),
      verseActions: (verse) => <button type="button">{`Bookmark verse ${verse.verse}`}</button>,
    });
    await findScripture('John 3 (KJV)');

    await user.click(screen.getByRole('button', { name: 'Verse 16' }));
    expect(onVerseSelect).toHaveBeenLastCalledWith(expect.objectContaining({ verse: 16 }));
    // Its words, past the first (which stays with the number).
    await user.click(screen.getByText(/sent not his Son/));
    expect(onVerseSelect).toHaveBeenLastCalledWith(expect.objectContaining({ verse: 17 }));
    expect(screen.getByText('2 notes').closest('sup')).toHaveClass('verse-number');
    expect(screen.getByRole('button', { name: 'Bookmark verse 17' })).toBeInTheDocument();
  });

  it('highlights the verses asked for', async () => {
    stubScriptureApi(chapterHandler('kjv/JHN/3', ok(KJV_JOHN_3)));
    renderPanel({ highlight: { start: 16, end: 17 } });
    const region = await findScripture('John 3 (KJV)');
    const highlighted = [...region.querySelectorAll('[data-highlighted]')].map((el) =>
      el.getAttribute('data-verse'),
    );
    expect(highlighted).toEqual(['16', '17']);
  });

  it('on a rate limit shows the SPEC message and toast, and counts down before Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let limited = true;
    const fetchMock = stubScriptureApi(
      chapterHandler('kjv/JHN/3', () =>
        limited
          ? jsonResponse(429, { error: 'Rate limit exceeded. Please try again later.' })
          : jsonResponse(200, KJV_JOHN_3),
      ),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPanel();

    expect(await screen.findByText(RATE_LIMIT_INLINE_MESSAGE)).toBeInTheDocument();
    const toastRegion = screen.getByRole('region', { name: /notifications/i });
    expect(await within(toastRegion).findByText(RATE_LIMIT_TOAST.title)).toBeInTheDocument();
    expect(within(toastRegion).getByText(RATE_LIMIT_TOAST.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry in 30s' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /in KJV$/ })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Retry in 29s' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(29_000));
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toBeEnabled();

    limited = false;
    await user.click(retry);
    const region = await findScripture('John 3 (KJV)');
    expect(verseWithText(region, /For God so loved the world/)).toBeInTheDocument();
    expect(screen.queryByText(RATE_LIMIT_INLINE_MESSAGE)).not.toBeInTheDocument();
    const chapterCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/JHN/3'));
    expect(chapterCalls).toHaveLength(2);
  });

  it('on any other failure shows the server message inline, a toast and a Retry button', async () => {
    stubScriptureApi(
      chapterHandler('kjv/JHN/3', () =>
        jsonResponse(502, { error: 'Failed to fetch from Scripture API Bible' }),
      ),
    );
    renderPanel();

    expect(
      await screen.findByText(
        'Failed to load Bible content: Failed to fetch from Scripture API Bible',
      ),
    ).toBeInTheDocument();
    const toastRegion = screen.getByRole('region', { name: /notifications/i });
    expect(await within(toastRegion).findByText('Error Loading Scripture')).toBeInTheDocument();
    expect(
      within(toastRegion).getByText('Could not load John 3. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /in KJV$/ })).not.toBeInTheDocument();
  });

  it('offers the chapter in KJV when API.Bible cannot give a licensed one, and marks it in the list', async () => {
    const listed = (status: Translation['status']) =>
      jsonResponse(200, {
        translations: TRANSLATIONS_RESPONSE.translations.map((translation) =>
          translation.source === 'bundled'
            ? translation
            : {
                ...translation,
                available: status === 'available',
                status,
                reason:
                  status === 'available' ? undefined : TRANSLATION_UNAVAILABLE_REASONS[status],
              },
        ),
      });
    let providerDown = false;
    stubScriptureApi(
      (url) =>
        url.pathname === '/api/scripture/translations'
          ? listed(providerDown ? 'temporarily-unavailable' : 'available')
          : undefined,
      chapterHandler('niv/JHN/3', () => {
        providerDown = true;
        return jsonResponse(503, {
          error: 'Failed to fetch from Scripture API Bible',
          code: 'TRANSLATION_UNAVAILABLE',
          translation_id: 'niv',
          fallback_translation_id: 'kjv',
        });
      }),
      chapterHandler('kjv/JHN/3', ok(KJV_JOHN_3)),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <ReadingJohn3 initialTranslation="niv" />
      </QueryClientProvider>,
    );

    expect(
      await screen.findByText(
        'Failed to load Bible content: Failed to fetch from Scripture API Bible',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    const select = screen.getByRole('combobox', { name: 'Translation' });
    await expect
      .poll(
        () =>
          within(select)
            .getByRole('option', { name: /\(NIV\)/ })
            .closest('optgroup')?.label,
      )
      .toBe('Its provider is not answering right now');

    await user.click(screen.getByRole('button', { name: 'Read John 3 in KJV' }));
    const region = await findScripture('John 3 (KJV)');
    expect(verseWithText(region, /For God so loved the world/)).toBeInTheDocument();
    expect(select).toHaveValue('kjv');
  });

  it('says it cannot show anything for a chapter that does not exist, without asking the server', async () => {
    const fetchMock = stubScriptureApi();
    renderPanel({ chapter: 99 });
    expect(await screen.findByText(UNABLE_TO_LOAD_MESSAGE)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/JHN/'))).toHaveLength(0);
  });

  it('fetches only the chapter the member stops at when chapters change quickly', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubScriptureApi(
      chapterHandler('kjv/JHN/3', ok(KJV_JOHN_3)),
      chapterHandler('kjv/JHN/6', ok({ ...KJV_JOHN_3, chapter: 6 })),
    );
    const { rerender, queryClient } = renderPanel();
    await findScripture('John 3 (KJV)');

    for (const chapter of [4, 5, 6]) {
      rerender(
        <QueryClientProvider client={queryClient}>
          <ScripturePanel
            book="JHN"
            chapter={chapter}
            translation="kjv"
            onTranslationChange={vi.fn()}
          />
        </QueryClientProvider>,
      );
      act(() => vi.advanceTimersByTime(100));
    }
    expect(screen.getByText('Loading scripture...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    await findScripture('John 6 (KJV)');
    const chapters = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/scripture/kjv/'));
    expect(chapters).toEqual(['/api/scripture/kjv/JHN/3', '/api/scripture/kjv/JHN/6']);
  });
});
