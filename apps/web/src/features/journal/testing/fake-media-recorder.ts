import { vi } from 'vitest';

interface FakeMediaOptions {
  /** Rejects getUserMedia with this (e.g. a NotAllowedError DOMException). */
  microphoneError?: unknown;
  /** Leave MediaRecorder undefined, as in a browser that cannot record. */
  noMediaRecorder?: boolean;
  /** What the recorder hands over on stop. */
  audio?: Blob;
}

/** A MediaRecorder that records nothing real: stop() hands over `audio` and fires onstop. */
export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm';
  static audio: Blob = new Blob(['fake audio'], { type: 'audio/webm;codecs=opus' });

  readonly stream: MediaStream;
  readonly mimeType: string;
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;

  constructor(stream: MediaStream, options?: { mimeType?: string }) {
    this.stream = stream;
    this.mimeType = `${options?.mimeType ?? 'audio/webm'};codecs=opus`;
    FakeMediaRecorder.instances.push(this);
  }

  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: FakeMediaRecorder.audio });
    this.onstop?.();
  }
}

/**
 * Stubs MediaRecorder, navigator.mediaDevices.getUserMedia and the object-URL functions jsdom
 * lacks. Returns the microphone track's stop spy and an undo function.
 */
export function stubMediaRecording(options: FakeMediaOptions = {}) {
  FakeMediaRecorder.instances = [];
  if (options.audio) FakeMediaRecorder.audio = options.audio;
  const stopTrack = vi.fn();
  const stream = { getTracks: () => [{ stop: stopTrack }] };
  const getUserMedia = vi.fn(async () => {
    if (options.microphoneError) throw options.microphoneError;
    return stream;
  });
  if (!options.noMediaRecorder) vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  const previousMediaDevices = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  const previousUrlFunctions = {
    createObjectURL: URL.createObjectURL,
    revokeObjectURL: URL.revokeObjectURL,
  };
  const createObjectURL = vi.fn(() => 'blob:voice-memo-preview');
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });

  const restore = () => {
    if (previousMediaDevices)
      Object.defineProperty(navigator, 'mediaDevices', previousMediaDevices);
    else Reflect.deleteProperty(navigator, 'mediaDevices');
    Object.assign(URL, previousUrlFunctions);
  };
  return { getUserMedia, stopTrack, createObjectURL, revokeObjectURL, restore };
}
