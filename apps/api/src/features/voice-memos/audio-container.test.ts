import { describe, expect, it } from 'vitest';
import { sniffAudioType } from './voice-memo-audio';
import {
  type ChromiumFixture,
  chromiumFixture,
  opusHead,
  voiceMemoSample,
  vorbisIdentification,
} from './voice-memo-samples';

const chromiumRecordings: [ChromiumFixture, string][] = [
  ['chromium-recording.webm', 'audio/webm'],
  ['chromium-recording-whole.webm', 'audio/webm'],
  ['chromium-recording.m4a', 'audio/mp4'],
];

const recordings: [string, Uint8Array, string][] = [
  ...chromiumRecordings.map(([name, type]): [string, Uint8Array, string] => [
    name,
    chromiumFixture(name),
    type,
  ]),
  ['a built WebM', voiceMemoSample('webm'), 'audio/webm'],
  ['a built Ogg Opus', voiceMemoSample('ogg', 1000, { streams: [opusHead()] }), 'audio/ogg'],
  [
    'a built Ogg Vorbis',
    voiceMemoSample('ogg', 1000, { streams: [vorbisIdentification()] }),
    'audio/ogg',
  ],
  ['a built M4A', voiceMemoSample('mp4'), 'audio/mp4'],
];

describe('sniffAudioType', () => {
  it.each(recordings)('knows %s for what it is', (_name, bytes, type) => {
    expect(sniffAudioType(bytes)).toBe(type);
  });

  // A thrown error would answer an upload with 500 instead of 415.
  it.each(recordings)(
    'answers, never throws, for %s cut short or with a header byte changed',
    (_name, bytes) => {
      const answers = new Set<string | null>();
      for (let at = 0; at < Math.min(bytes.length, 400); at += 1) {
        answers.add(sniffAudioType(bytes.subarray(0, at)));
        for (const value of [0x00, 0x01, 0x7f, 0x80, 0xff, (bytes[at] ?? 0) ^ 0xff]) {
          answers.add(sniffAudioType(bytes.with(at, value)));
        }
      }
      // Both answers come up: the check is neither blind nor refusing everything.
      expect(answers.has(null)).toBe(true);
      expect(answers.size).toBeGreaterThan(1);
    },
  );

  it('answers null, without reading it as text, for a DocType that runs for megabytes', () => {
    const docTypeBytes = 4 * 1024 * 1024;
    // EBML header and DocType, each with an 8-byte size (0x01 then 7 bytes, big-endian).
    const size = (value: number) => [
      0x01,
      0,
      0,
      0,
      (value >>> 24) & 0xff,
      (value >>> 16) & 0xff,
      (value >>> 8) & 0xff,
      value & 0xff,
    ];
    const header = [
      0x1a,
      0x45,
      0xdf,
      0xa3,
      ...size(docTypeBytes + 10),
      0x42,
      0x82,
      ...size(docTypeBytes),
    ];
    const bytes = new Uint8Array(header.length + docTypeBytes).fill(0x61);
    bytes.set(header);
    expect(sniffAudioType(bytes)).toBeNull();
  });

  it('answers null for nothing at all and for text', () => {
    expect(sniffAudioType(new Uint8Array(0))).toBeNull();
    expect(sniffAudioType(new TextEncoder().encode('OggS<script>alert(1)</script>'))).toBeNull();
  });
});
