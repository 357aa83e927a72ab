// Recordings for tests: small but well-formed WebM, Ogg and MP4 files built field by field, so a
// test can change one field (the DocType, a track's type, a checksum) and see the upload refused;
// and real MediaRecorder output from Chromium 156 (fake microphone and camera), in fixtures/.
import { readFileSync } from 'node:fs';

export type SampleContainer = 'webm' | 'ogg' | 'mp4';

/** Real recordings: 'recording' ones are what Manna uploads, 'video' ones are refused. */
export type ChromiumFixture =
  | 'chromium-recording.webm' // audio/webm;codecs=opus, recorded in 1 s slices as the app does
  | 'chromium-recording-whole.webm' // the same, unsliced: a sized Segment, SeekHead, Void, Cues
  | 'chromium-recording.m4a' // audio/mp4;codecs=opus, fragmented, brands 'isom iso6 iso2 vp09 mp41'
  | 'chromium-video.webm' // video/webm;codecs=vp8,opus
  | 'chromium-video.mkv' // video/x-matroska;codecs=avc1,opus: DocType 'matroska'
  | 'chromium-video.mp4'; // video/mp4;codecs=vp9,opus

export function chromiumFixture(name: ChromiumFixture): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
}

const encoder = new TextEncoder();
const ascii = (text: string) => encoder.encode(text);

function concat(...parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** Stand-in for encoded audio: a fixed pattern, so a test can compare what comes back. */
export function filler(length: number): Uint8Array {
  if (length < 0) throw new Error('the sample is too small for its headers');
  return Uint8Array.from({ length }, (_, index) => (index * 7) % 256);
}

function bigEndian(value: number, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (
    let index = length - 1, rest = value;
    index >= 0;
    index -= 1, rest = Math.floor(rest / 256)
  ) {
    bytes[index] = rest % 256;
  }
  return bytes;
}

function littleEndian(value: number, length: number): Uint8Array {
  return bigEndian(value, length).reverse();
}

// --- WebM ---

/** An EBML element id, written with its marker bit as it is (0x1a45dfa3 is 4 bytes). */
function ebmlId(id: number): Uint8Array {
  return bigEndian(id, Math.ceil(id.toString(16).length / 2));
}

/** An EBML size in the fewest bytes, or in `length` bytes. */
function ebmlSize(size: number, length = Math.max(1, Math.ceil(Math.log2(size + 2) / 7))) {
  const bytes = bigEndian(size, length);
  bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
  return bytes;
}

function ebml(id: number, ...children: Uint8Array[]): Uint8Array {
  const data = concat(...children);
  return concat(ebmlId(id), ebmlSize(data.length), data);
}

/** An element of unknown size, as MediaRecorder writes its Segment and Clusters while recording. */
function ebmlOpen(id: number, ...children: Uint8Array[]): Uint8Array {
  return concat(
    ebmlId(id),
    Uint8Array.of(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff),
    ...children,
  );
}

const ebmlUint = (id: number, value: number) => ebml(id, bigEndian(value, 4));
const ebmlText = (id: number, text: string) => ebml(id, ascii(text));

export interface WebmOptions {
  docType?: string;
  /** Matroska TrackType: 1 video, 2 audio. */
  trackTypes?: number[];
}

function webm({ docType = 'webm', trackTypes = [2] }: WebmOptions, size: number): Uint8Array {
  const header = ebml(
    0x1a45dfa3,
    ebmlUint(0x4286, 1), // EBMLVersion
    ebmlUint(0x42f7, 1), // EBMLReadVersion
    ebmlUint(0x42f2, 4), // EBMLMaxIDLength
    ebmlUint(0x42f3, 8), // EBMLMaxSizeLength
    ebmlText(0x4282, docType),
    ebmlUint(0x4287, 4), // DocTypeVersion
    ebmlUint(0x4285, 2), // DocTypeReadVersion
  );
  const info = ebml(
    0x1549a966,
    ebmlUint(0x2ad7b1, 1_000_000), // TimestampScale
    ebmlText(0x4d80, 'Manna tests'), // MuxingApp
    ebmlText(0x5741, 'Manna tests'), // WritingApp
  );
  const tracks = ebml(
    0x1654ae6b,
    ...trackTypes.map((type, index) =>
      ebml(
        0xae,
        ebmlUint(0xd7, index + 1), // TrackNumber
        ebmlUint(0x73c5, 1000 + index), // TrackUID
        ebmlUint(0x83, type),
        ebmlText(0x86, type === 2 ? 'A_OPUS' : 'V_VP8'),
        ...(type === 2 ? [ebml(0x63a2, opusHead())] : []), // CodecPrivate
      ),
    ),
  );
  const start = concat(
    header,
    ebmlOpen(0x18538067, info, tracks, ebmlOpen(0x1f43b675, ebmlUint(0xe7, 0))),
  );
  // A SimpleBlock: id, an 8-byte size, track 1, timecode 0, keyframe, then the "audio".
  const frame = filler(size - start.length - 9 - 4);
  return concat(
    start,
    Uint8Array.of(0xa3),
    ebmlSize(4 + frame.length, 8),
    Uint8Array.of(0x81, 0, 0, 0x80),
    frame,
  );
}

// --- Ogg ---

/** Ogg's CRC-32 (polynomial 0x04c11db7, not reflected, from zero), bit by bit. */
function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc = (crc ^ (byte << 24)) >>> 0;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x80000000 ? ((crc << 1) ^ 0x04c11db7) >>> 0 : (crc << 1) >>> 0;
    }
  }
  return crc;
}

export const OGG_BEGINNING_OF_STREAM = 0x02;

export interface OggPageFields {
  headerType?: number;
  serial?: number;
  sequence?: number;
  packets: Uint8Array[];
}

/** An Ogg page (RFC 3533 §6) holding whole packets, its checksum filled in. */
export function oggPage({
  headerType = 0,
  serial = 0x4d616e6e,
  sequence = 0,
  packets,
}: OggPageFields) {
  const lacing = packets.flatMap((packet) => [
    ...Array<number>(Math.floor(packet.length / 255)).fill(255),
    packet.length % 255,
  ]);
  const page = concat(
    ascii('OggS'),
    Uint8Array.of(0, headerType),
    new Uint8Array(8), // granule position
    littleEndian(serial, 4),
    littleEndian(sequence, 4),
    new Uint8Array(4), // checksum, below
    Uint8Array.of(lacing.length),
    Uint8Array.from(lacing),
    ...packets,
  );
  page.set(littleEndian(oggCrc(page), 4), 22);
  return page;
}

/** RFC 7845 §5.1: mono, 312 samples of pre-skip, 48 kHz, no gain, mapping family 0. */
export function opusHead(): Uint8Array {
  return concat(ascii('OpusHead'), Uint8Array.of(1, 1, 0x38, 0x01, 0x80, 0xbb, 0, 0, 0, 0, 0));
}

/** Vorbis I §4.2.2: version 0, mono, 44.1 kHz, block sizes 256 and 2048, the framing bit. */
export function vorbisIdentification(): Uint8Array {
  return concat(
    Uint8Array.of(0x01),
    ascii('vorbis'),
    littleEndian(0, 4),
    Uint8Array.of(1),
    littleEndian(44_100, 4),
    new Uint8Array(12), // bitrates
    Uint8Array.of(0xb8, 0x01),
  );
}

/** Theora's identification header opens '\x80theora' (a video stream). */
export function theoraIdentification(): Uint8Array {
  return concat(Uint8Array.of(0x80), ascii('theora'), new Uint8Array(35));
}

export interface OggOptions {
  /** The identification header of each stream, one beginning-of-stream page each. */
  streams?: Uint8Array[];
}

function ogg({ streams = [opusHead()] }: OggOptions, size: number): Uint8Array {
  const pages = streams.map((packet, index) =>
    oggPage({ headerType: OGG_BEGINNING_OF_STREAM, serial: index + 1, packets: [packet] }),
  );
  // RFC 7845 §5.2 comment header: vendor 'Manna tests', no comments.
  pages.push(
    oggPage({
      serial: 1,
      sequence: 1,
      packets: [
        concat(ascii('OpusTags'), littleEndian(11, 4), ascii('Manna tests'), littleEndian(0, 4)),
      ],
    }),
  );
  let rest = size - pages.reduce((total, page) => total + page.length, 0);
  for (let sequence = 2; rest > 0; sequence += 1) {
    // A page of one packet of n bytes takes 27 + floor(n / 255) + 1 + n; when no n fits the
    // last page exactly, an empty second packet takes the one byte left.
    // Pages of 60 000 bytes, leaving the last at least a page header (28 bytes).
    const bytes = rest <= 60_000 ? rest : Math.min(60_000, rest - 28);
    let length = bytes - 28;
    while (length > 0 && 28 + Math.floor(length / 255) + length > bytes) length -= 1;
    const fits = 28 + Math.floor(length / 255) + length === bytes;
    const packets = fits ? [filler(length)] : [filler(length), new Uint8Array(0)];
    if (!fits && 29 + Math.floor(length / 255) + length !== bytes) throw new Error('no page fits');
    pages.push(oggPage({ serial: 1, sequence, packets }));
    rest -= bytes;
  }
  if (rest < 0) throw new Error('the sample is too small for its headers');
  return concat(...pages);
}

// --- MP4 ---

function box(type: string, ...children: Uint8Array[]): Uint8Array {
  const data = concat(...children);
  return concat(bigEndian(8 + data.length, 4), ascii(type), data);
}

/** A box with a version byte and 24 bits of flags, all zero. */
const fullBox = (type: string, ...children: Uint8Array[]) =>
  box(type, new Uint8Array(4), ...children);

export interface Mp4Options {
  /** The major brand, then compatible ones. */
  brands?: string[];
  /** Each track's handler type: 'soun' for audio, 'vide' for video. */
  handlers?: string[];
}

function mp4(
  { brands = ['M4A ', 'M4A ', 'mp42', 'isom'], handlers = ['soun'] }: Mp4Options,
  size: number,
) {
  const [major = 'M4A ', ...compatible] = brands;
  const ftyp = box('ftyp', ascii(major), bigEndian(0x200, 4), ...compatible.map(ascii));
  const moov = box(
    'moov',
    fullBox('mvhd', new Uint8Array(96)),
    ...handlers.map((handler) =>
      box(
        'trak',
        fullBox('tkhd', new Uint8Array(80)),
        box(
          'mdia',
          fullBox('mdhd', new Uint8Array(20)),
          fullBox(
            'hdlr',
            new Uint8Array(4),
            ascii(handler),
            new Uint8Array(12),
            ascii('Handler\0'),
          ),
          box(
            'minf',
            handler === 'soun'
              ? fullBox('smhd', new Uint8Array(4))
              : fullBox('vmhd', new Uint8Array(8)),
          ),
        ),
      ),
    ),
  );
  return concat(ftyp, moov, box('mdat', filler(size - ftyp.length - moov.length - 8)));
}

export type SampleOptions = WebmOptions & OggOptions & Mp4Options;

/** A well-formed recording in `container`, exactly `size` bytes long. */
export function voiceMemoSample(
  container: SampleContainer,
  size = 1000,
  options: SampleOptions = {},
): Uint8Array {
  if (container === 'webm') return webm(options, size);
  if (container === 'ogg') return ogg(options, size);
  return mp4(options, size);
}
