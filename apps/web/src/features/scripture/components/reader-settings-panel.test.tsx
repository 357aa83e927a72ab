import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FONT_SETTINGS_STORAGE_KEY,
  resetReaderPreferencesCache,
  TRANSLATION_STORAGE_KEY,
} from '@/features/reader-settings';
import { requiredElement } from '@/testing/required';
import { renderWithQueryClient } from '@/testing/test-utils';
import { jsonResponse, passage, stubScriptureApi } from '../testing/scripture-fixtures';
import { ReaderSettingsPanel } from './reader-settings-panel';

const KJV_3_16 = passage('John 3:16', {
  chapter: 3,
  verse: 16,
  text: 'For God so loved the world, that he gave his only begotten Son',
});
const KJV_14_6 = passage('John 14:6', {
  chapter: 14,
  verse: 6,
  text: 'Jesus saith unto him, I am the way, the truth, and the life',
});
const WEB = { id: 'web' as const, name: 'World English Bible' };
const WEB_3_16 = passage(
  'John 3:16',
  { chapter: 3, verse: 16, text: 'For God so loved the world, that he gave his one and only Son' },
  WEB,
);
const WEB_14_6 = passage(
  'John 14:6',
  { chapter: 14, verse: 6, text: 'Jesus said to him, “I am the way, the truth, and the life.' },
  WEB,
);

/** Answers the passage endpoint from a table keyed by 'translation reference'. */
function stubPassages(table: Record<string, unknown>) {
  return stubScriptureApi((url) => {
    if (url.pathname !== '/api/scripture/passage') return undefined;
    const key = `${url.searchParams.get('translation')} ${url.searchParams.get('reference')}`;
    const body = table[key];
    return body
      ? jsonResponse(200, body)
      : jsonResponse(502, { error: 'Failed to fetch from Scripture API Bible' });
  });
}

function previewOf(reference: string) {
  const figure = document.querySelector(`figure[data-reference="${reference}"]`);
  return requiredElement(figure, `the preview of ${reference}`);
}

describe('ReaderSettingsPanel', () => {
  beforeEach(() => {
    localStorage.clear();
    resetReaderPreferencesCache();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('previews John 3:16 and John 14:6 in the chosen translation', async () => {
    const fetchMock = stubPassages({
      'kjv John 3:16': KJV_3_16,
      'kjv John 14:6': KJV_14_6,
      'web John 3:16': WEB_3_16,
      'web John 14:6': WEB_14_6,
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ReaderSettingsPanel />);

    expect(await screen.findByText(/he gave his only begotten Son/)).toBeInTheDocument();
    expect(await screen.findByText(/I am the way, the truth, and the life/)).toBeInTheDocument();
    expect(previewOf('John 3:16')).toHaveTextContent('John 3:16 (KJV)');
    expect(previewOf('John 14:6')).toHaveTextContent('John 14:6 (KJV)');

    const select = screen.getByRole('combobox', { name: 'Bible Translation' });
    expect(select).toHaveValue('kjv');
    await user.selectOptions(select, 'web');
    expect(await screen.findByText(/his one and only Son/)).toBeInTheDocument();
    expect(previewOf('John 14:6')).toHaveTextContent('John 14:6 (WEB)');
    // Quoted words keep their red-letter styling in the preview.
    expect(previewOf('John 14:6').querySelector('.words-of-jesus')).toHaveTextContent(
      '“I am the way',
    );
    expect(localStorage.getItem(TRANSLATION_STORAGE_KEY)).toBe('web');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/scripture/passage?reference=John%2014%3A6&translation=web',
      expect.anything(),
    );
  });

  it('falls back to the KJV text when the chosen translation cannot be loaded', async () => {
    localStorage.setItem(TRANSLATION_STORAGE_KEY, 'esv');
    stubPassages({ 'kjv John 3:16': KJV_3_16, 'kjv John 14:6': KJV_14_6 });
    renderWithQueryClient(<ReaderSettingsPanel />);

    expect(await screen.findByText(/he gave his only begotten Son/)).toBeInTheDocument();
    expect(previewOf('John 3:16')).toHaveTextContent('John 3:16 (KJV)');
    expect(previewOf('John 3:16')).toHaveTextContent(
      'ESV could not be loaded, so the KJV is shown.',
    );
  });

  it('saves font size and family at once, shows Saved, and applies them to the preview', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubPassages({ 'kjv John 3:16': KJV_3_16, 'kjv John 14:6': KJV_14_6 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithQueryClient(<ReaderSettingsPanel />);
    await screen.findByText(/he gave his only begotten Son/);
    const status = screen.getByRole('status', { name: '' });
    expect(status).toBeEmptyDOMElement();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), '22');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font family' }), 'Merriweather');
    expect(JSON.parse(localStorage.getItem(FONT_SETTINGS_STORAGE_KEY) ?? '')).toEqual({
      fontSize: 22,
      fontFamily: 'merriweather',
    });
    expect(status).toHaveTextContent('Saved');
    const quote = within(previewOf('John 3:16'))
      .getByText(/only begotten Son/)
      .closest('blockquote');
    expect(quote).toHaveStyle({ fontSize: '22px', lineHeight: '1.4' });
    expect(quote?.style.fontFamily).toContain('Merriweather');

    act(() => vi.advanceTimersByTime(3000));
    expect(status).toBeEmptyDOMElement();
  });

  it('steps the size with Smaller and Larger text, stopping at the ends', async () => {
    stubPassages({ 'kjv John 3:16': KJV_3_16, 'kjv John 14:6': KJV_14_6 });
    localStorage.setItem(FONT_SETTINGS_STORAGE_KEY, '{"fontSize":22,"fontFamily":"avenir"}');
    const user = userEvent.setup();
    renderWithQueryClient(<ReaderSettingsPanel />);
    const size = screen.getByRole('combobox', { name: 'Font size' });
    const larger = screen.getByRole('button', { name: 'Larger text' });

    await user.click(larger);
    expect(size).toHaveValue('24');
    expect(larger).toBeDisabled();

    const smaller = screen.getByRole('button', { name: 'Smaller text' });
    for (let step = 0; step < 6; step += 1) await user.click(smaller);
    expect(size).toHaveValue('12');
    expect(smaller).toBeDisabled();
  });
});
