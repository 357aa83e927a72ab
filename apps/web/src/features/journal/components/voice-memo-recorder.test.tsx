import { INVALID_VOICE_MEMO_URL, VOICE_MEMO_TOO_LARGE } from '@manna/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { requiredInstance } from '@/testing/required';
import { renderWithQueryClient, setupFakeApiSuite } from '@/testing/test-utils';
import {
  MICROPHONE_DENIED,
  NO_MICROPHONE,
  RECORDING_UNSUPPORTED,
} from '../hooks/use-voice-recorder';
import { fakeVoiceMemoUrl, stubJournalApi } from '../testing/fake-journal-api';
import { FakeMediaRecorder, stubMediaRecording } from '../testing/fake-media-recorder';
import { VoiceMemoRecorder } from './voice-memo-recorder';

function Harness({
  initial = null,
  savedUrl = null,
  onChange = () => undefined,
}: {
  initial?: string | null;
  savedUrl?: string | null;
  onChange?: (url: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <VoiceMemoRecorder
      value={value}
      savedUrl={savedUrl}
      onChange={(url) => {
        setValue(url);
        onChange(url);
      }}
    />
  );
}

const voiceMemoCalls = (api: ReturnType<typeof stubJournalApi>) =>
  api.calls().filter((call) => call.url.pathname === '/api/voice-memos');

/** Renders the recorder with a userEvent session to drive it. */
function renderRecorder(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  renderWithQueryClient(<Harness {...props} />);
  return user;
}

/** Records, and stops: the recording waits to be saved or discarded. */
async function recordAndStop(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Record voice memo' }));
  await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
}

describe('VoiceMemoRecorder', () => {
  setupFakeApiSuite();
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
    vi.useRealTimers();
  });

  it('records audio/webm with the elapsed time, previews it, and saves it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const media = stubMediaRecording();
    restore = media.restore;
    const api = stubJournalApi();
    const onChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithQueryClient(<Harness onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Record voice memo' }));
    expect(await screen.findByRole('button', { name: 'Stop recording' })).toBeInTheDocument();
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true });
    const [recorder] = FakeMediaRecorder.instances;
    expect(recorder?.mimeType).toMatch(/^audio\/webm/);
    expect(recorder?.state).toBe('recording');
    expect(screen.getByTestId('recording-elapsed')).toHaveTextContent('0:00');

    act(() => {
      vi.advanceTimersByTime(3_100);
    });
    expect(screen.getByTestId('recording-elapsed')).toHaveTextContent('0:03');

    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    // The microphone is released as soon as recording stops.
    expect(media.stopTrack).toHaveBeenCalled();
    const preview = await screen.findByLabelText(/^Voice memo preview, 0:0\d$/);
    expect(preview).toHaveAttribute('src', 'blob:voice-memo-preview');

    await user.click(screen.getByRole('button', { name: 'Save voice memo' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(fakeVoiceMemoUrl(1)));
    expect(screen.getByLabelText('Voice memo')).toHaveAttribute('src', fakeVoiceMemoUrl(1));
    expect(media.revokeObjectURL).toHaveBeenCalledWith('blob:voice-memo-preview');

    const [upload] = voiceMemoCalls(api);
    expect(upload?.method).toBe('POST');
    const init = api.fetchMock.mock.calls.find(
      ([input]) => String(input) === '/api/voice-memos',
    )?.[1];
    const form = requiredInstance(init?.body, FormData, 'the uploaded form');
    const audio = requiredInstance(form.get('audio'), File, 'the recording in the form');
    expect(audio.type).toBe('audio/webm');
    expect(audio.name).toBe('voice-memo.webm');
    expect(Number(form.get('duration_ms'))).toBeGreaterThanOrEqual(3000);
  });

  it('discards a recording without saving it', async () => {
    restore = stubMediaRecording().restore;
    const api = stubJournalApi();
    const user = renderRecorder();
    await recordAndStop(user);
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('button', { name: 'Record voice memo' })).toBeInTheDocument();
    expect(voiceMemoCalls(api)).toHaveLength(0);
  });

  it('deletes a memo recorded here when it is removed', async () => {
    restore = stubMediaRecording().restore;
    const api = stubJournalApi();
    const user = renderRecorder();
    await recordAndStop(user);
    await user.click(await screen.findByRole('button', { name: 'Save voice memo' }));
    await user.click(await screen.findByRole('button', { name: 'Remove voice memo' }));

    expect(await screen.findByRole('button', { name: 'Record voice memo' })).toBeInTheDocument();
    const removal = voiceMemoCalls(api).find((call) => call.method === 'DELETE');
    expect(removal?.url.searchParams.get('url')).toBe(fakeVoiceMemoUrl(1));
    expect(api.memos().size).toBe(0);
  });

  it("only detaches the saved entry's memo (deleted once the entry is saved)", async () => {
    const api = stubJournalApi();
    const user = renderRecorder({
      initial: '/api/voice-memos/saved',
      savedUrl: '/api/voice-memos/saved',
    });
    await user.click(screen.getByRole('button', { name: 'Remove voice memo' }));
    expect(screen.getByRole('button', { name: 'Record voice memo' })).toBeInTheDocument();
    expect(voiceMemoCalls(api)).toHaveLength(0);
  });

  it.each([
    ['NotAllowedError', MICROPHONE_DENIED],
    ['NotFoundError', NO_MICROPHONE],
  ])('explains a microphone failure (%s)', async (name, message) => {
    restore = stubMediaRecording({
      microphoneError: new DOMException('Nope', name),
    }).restore;
    stubJournalApi();
    const user = renderRecorder();
    await user.click(screen.getByRole('button', { name: 'Record voice memo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Record voice memo' })).toBeEnabled();
  });

  it('says when the browser cannot record', async () => {
    restore = stubMediaRecording({ noMediaRecorder: true }).restore;
    vi.stubGlobal('MediaRecorder', undefined);
    stubJournalApi();
    const user = renderRecorder();
    await user.click(screen.getByRole('button', { name: 'Record voice memo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECORDING_UNSUPPORTED);
  });

  it("shows the server's refusal of an upload", async () => {
    restore = stubMediaRecording().restore;
    stubJournalApi({
      override: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/voice-memos'
          ? jsonResponse(413, { error: VOICE_MEMO_TOO_LARGE })
          : undefined,
    });
    const user = renderRecorder();
    await recordAndStop(user);
    await user.click(await screen.findByRole('button', { name: 'Save voice memo' }));
    expect(
      await screen.findByText(`Failed to save voice memo: ${VOICE_MEMO_TOO_LARGE}`),
    ).toBeInTheDocument();
    // The recording is still there to try again.
    expect(screen.getByRole('button', { name: 'Save voice memo' })).toBeEnabled();
  });

  it(`shows '${INVALID_VOICE_MEMO_URL}' when the server refuses to delete`, async () => {
    stubJournalApi({
      override: ({ method, url }) =>
        method === 'DELETE' && url.pathname === '/api/voice-memos'
          ? jsonResponse(400, { error: INVALID_VOICE_MEMO_URL })
          : undefined,
    });
    const user = renderRecorder({ initial: '/api/voice-memos/fresh' });
    await user.click(screen.getByRole('button', { name: 'Remove voice memo' }));
    expect(
      await screen.findByText(`Failed to delete voice memo: ${INVALID_VOICE_MEMO_URL}`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Voice memo')).toBeInTheDocument();
  });
});
