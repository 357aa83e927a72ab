import type { Chapter } from '@manna/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, renderRoutes } from '@/testing/test-utils';
import { createFakeSpeechSynthesis, FakeUtterance } from '../testing/fake-speech-synthesis';
import { ReadAloudScreen } from './read-aloud-screen';

function chapter(book: string, number: number): Chapter {
  return {
    translation_id: 'kjv',
    translation_name: 'King James Version',
    translation_note: null,
    book_id: book,
    book_name: book === 'JHN' ? 'John' : book,
    chapter: number,
    verses: [
      { verse: 1, text: 'There was a man of the Pharisees, named Nicodemus.' },
      { verse: 2, text: 'The same came to Jesus by night.' },
      { verse: 3, text: 'Jesus answered and said unto him, Verily, verily, I say unto thee.' },
    ],
  };
}

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const match = /^\/api\/scripture\/(\w+)\/(\w+)\/(\d+)$/.exec(String(input));
  if (!match) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
  return new Response(JSON.stringify(chapter(match[2] ?? '', Number(match[3]))), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
});

const routes = [{ path: '/tts', element: <ReadAloudScreen /> }];
const renderScreen = (path = '/tts?book=JHN&chapter=3&translation=kjv') =>
  renderRoutes(routes, { path, user: buildUser() });

const english = { name: 'Daniel', lang: 'en-GB', default: false, voiceURI: 'daniel' };
const french = { name: 'Amélie', lang: 'fr-FR', default: true, voiceURI: 'amelie' };
const american = { name: 'Samantha', lang: 'en-US', default: false, voiceURI: 'samantha' };

function installSpeech() {
  const fake = createFakeSpeechSynthesis([french, english, american]);
  vi.stubGlobal('speechSynthesis', fake.synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return fake;
}

const verseItem = (verse: number) =>
  screen.getByText((_, element) => element?.getAttribute('data-verse') === String(verse));
const liveStatus = () =>
  screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');

describe('ReadAloudScreen', () => {
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says plainly when the browser cannot speak, and still shows the chapter', async () => {
    renderScreen();
    expect(
      await screen.findByText('Read aloud is not available in this browser'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/named Nicodemus/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });

  it('opens John 1 in the KJV when no chapter is passed', async () => {
    installSpeech();
    renderScreen('/tts');
    expect(await screen.findByRole('heading', { name: 'John 1' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/scripture/kjv/JHN/1', expect.anything());
    expect(screen.getByLabelText('Book')).toHaveValue('JHN');
    expect(screen.getByLabelText('Chapter')).toHaveValue('1');
  });

  it('reads verse by verse, highlighting and announcing the verse being read', async () => {
    const fake = installSpeech();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Play' }));

    expect(liveStatus()).toHaveTextContent('Reading verse 1');
    expect(verseItem(1)).toHaveAttribute('aria-current', 'true');
    expect(fake.current?.text).toBe('There was a man of the Pharisees, named Nicodemus.');

    await vi.waitFor(() => fake.finishCurrent());
    expect(await screen.findByText('Reading verse 2')).toBeInTheDocument();
    expect(verseItem(1)).not.toHaveAttribute('aria-current');
    expect(verseItem(2)).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(liveStatus()).toHaveTextContent('Paused at verse 2');
    expect(fake.current).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(liveStatus()).toHaveTextContent('Reading verse 2');
    expect(fake.current?.text).toBe('The same came to Jesus by night.');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(liveStatus()).toHaveTextContent('');
    expect(fake.current).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeDisabled();
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('changes speed at once and remembers it', async () => {
    const fake = installSpeech();
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(fake.current?.rate).toBe(1);

    const speed = screen.getByRole('group', { name: 'Speed' });
    expect(
      within(speed)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['0.75x', '1x', '1.25x', '1.5x']);
    await user.click(within(speed).getByRole('radio', { name: '1.5x' }));
    expect(fake.current?.rate).toBe(1.5);
    expect(fake.current?.text).toBe('There was a man of the Pharisees, named Nicodemus.');
    expect(localStorage.getItem('readAloudRate')).toBe('1.5');
  });

  it('offers English voices first and reads with the chosen one', async () => {
    const fake = installSpeech();
    const user = userEvent.setup();
    renderScreen();
    const picker = await screen.findByLabelText('Voice');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Daniel (en-GB)', 'Samantha (en-US)', 'Amélie (fr-FR)']);
    expect(picker).toHaveValue('daniel');

    await user.selectOptions(picker, 'samantha');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(fake.current?.voice).toEqual(american);
    expect(fake.current?.lang).toBe('en-US');
  });

  it('stops reading when another chapter is chosen', async () => {
    const fake = installSpeech();
    const user = userEvent.setup();
    const { location } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(fake.current).not.toBeNull();

    await user.selectOptions(screen.getByLabelText('Chapter'), '4');
    expect(location().search).toBe('?book=JHN&chapter=4&translation=kjv');
    expect(await screen.findByRole('heading', { name: 'John 4' })).toBeInTheDocument();
    expect(fake.current).toBeNull();
    expect(screen.getByRole('button', { name: 'Play' })).toBeEnabled();
  });

  it('stops speaking when the member leaves the screen', async () => {
    const fake = installSpeech();
    const user = userEvent.setup();
    const { unmount } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    unmount();
    expect(fake.current).toBeNull();
  });
});
