import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

interface SpeechLog {
  spoken: { text: string; rate: number }[];
  cancels: number;
  current: string | null;
}

declare global {
  interface Window {
    fakeSpeech: { log: () => SpeechLog; finish: () => void };
  }
}

/**
 * Headless Chromium has no voices, so the page gets a fake speech engine: utterances start at
 * once (onstart) and end when the test says so (onend), which keeps every step deterministic.
 */
async function installFakeSpeech(page: Page) {
  await page.addInitScript(() => {
    type Handler = ((event: { utterance: FakeUtterance; error?: string }) => void) | null;
    class FakeUtterance {
      text: string;
      rate = 1;
      lang = '';
      voice: unknown = null;
      onstart: Handler = null;
      onend: Handler = null;
      onerror: Handler = null;
      constructor(text = '') {
        this.text = text;
      }
    }
    const log: SpeechLog = { spoken: [], cancels: 0, current: null };
    let current: FakeUtterance | null = null;
    const voices = [
      { name: 'Fake French', lang: 'fr-FR', default: true, localService: true, voiceURI: 'fr' },
      { name: 'Fake English', lang: 'en-US', default: false, localService: true, voiceURI: 'en' },
    ];
    const synth = {
      speaking: false,
      paused: false,
      pending: false,
      onvoiceschanged: null,
      speak(utterance: FakeUtterance) {
        current = utterance;
        log.current = utterance.text;
        log.spoken.push({ text: utterance.text, rate: utterance.rate });
        setTimeout(() => utterance.onstart?.({ utterance }), 0);
      },
      cancel() {
        log.cancels += 1;
        const cancelled = current;
        current = null;
        log.current = null;
        if (cancelled) {
          setTimeout(() => cancelled.onerror?.({ utterance: cancelled, error: 'interrupted' }), 0);
        }
      },
      pause() {},
      resume() {},
      getVoices: () => voices,
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      configurable: true,
      writable: true,
      value: FakeUtterance,
    });
    window.fakeSpeech = {
      log: () => structuredClone(log),
      finish: () => {
        const finished = current;
        current = null;
        log.current = null;
        finished?.onend?.({ utterance: finished });
      },
    };
  });
}

const speechLog = (page: Page) => page.evaluate(() => window.fakeSpeech.log());
const verse = (page: Page, number: number) => page.locator(`li[data-verse="${number}"]`);

test.describe('read aloud', () => {
  test('reads John 3 verse by verse with pause, resume and stop', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await installFakeSpeech(page);
    await page.goto('/tts?book=JHN&chapter=3&translation=kjv');

    await expect(page.getByRole('heading', { name: 'John 3' })).toBeVisible();
    await expect(verse(page, 1)).toContainText('Nicodemus');
    // English voices are offered first.
    await expect(page.getByLabel('Voice')).toHaveValue('en');
    const status = page.locator('[role="status"][aria-live="polite"]');

    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(status).toHaveText('Reading verse 1');
    await expect(verse(page, 1)).toHaveAttribute('aria-current', 'true');
    const firstVerse = (await verse(page, 1).textContent()) ?? '';
    const { spoken } = await speechLog(page);
    expect(spoken).toHaveLength(1);
    // Spoken as plain text: the verse without its number.
    expect(firstVerse).toContain(spoken[0]?.text ?? '<nothing spoken>');
    expect(spoken[0]?.text).toMatch(/^There was a man of the Pharisees, named Nicodemus/);

    await page.evaluate(() => window.fakeSpeech.finish());
    await expect(status).toHaveText('Reading verse 2');
    await expect(verse(page, 2)).toHaveAttribute('aria-current', 'true');
    await expect(verse(page, 1)).not.toHaveAttribute('aria-current', 'true');
    expect((await speechLog(page)).current).toMatch(/^The same came to Jesus by night/);

    await page.getByRole('group', { name: 'Speed' }).getByText('1.5x', { exact: true }).click();
    await expect(page.getByRole('radio', { name: '1.5x' })).toBeChecked();
    await expect.poll(async () => (await speechLog(page)).spoken.at(-1)?.rate).toBe(1.5);
    await expect(status).toHaveText('Reading verse 2');

    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(status).toHaveText('Paused at verse 2');
    expect((await speechLog(page)).current).toBeNull();

    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(status).toHaveText('Reading verse 2');
    expect((await speechLog(page)).current).toMatch(/^The same came to Jesus by night/);

    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(status).toHaveText('');
    await expect(page.locator('li[aria-current="true"]')).toHaveCount(0);
    expect((await speechLog(page)).current).toBeNull();
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
  });

  test('has no accessibility violations while reading, in light and dark', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await installFakeSpeech(page);
    await page.goto('/tts?book=PSA&chapter=23');
    await expect(verse(page, 1)).toContainText('shepherd');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(verse(page, 1)).toHaveAttribute('aria-current', 'true');
    await expectAccessible(page, '/tts');
  });

  test('/tts2 opens the same screen, John 1 by default', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await installFakeSpeech(page);
    await page.goto('/tts2');
    await expect(page.getByRole('heading', { name: 'Read aloud' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'John 1' })).toBeVisible();
    await expect(verse(page, 1)).toContainText('In the beginning was the Word');
  });

  test('says so plainly when the browser cannot speak', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.addInitScript(() => {
      Reflect.deleteProperty(Window.prototype, 'speechSynthesis');
      Reflect.deleteProperty(window, 'speechSynthesis');
    });
    await page.goto('/tts?book=PSA&chapter=23');
    await expect(page.getByText('Read aloud is not available in this browser')).toBeVisible();
    await expect(verse(page, 1)).toContainText('The LORD is my shepherd');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(0);
  });
});
