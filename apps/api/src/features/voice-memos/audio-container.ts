// Readers for the three containers a voice memo may be, reading just far enough to know the file
// is that container and carries audio and no video. Magic bytes alone are not enough (anything
// can follow 'OggS'), and file-type stops there too: it reads 8 bytes at a fixed offset of an Ogg
// file, the major brand of an MP4 (Chromium's audio-only recordings say 'isom', as video does),
// and the DocType of a WebM, and looks at no tracks.

/** The bytes `text` spells in ASCII, `offset` bytes in. */
function holdsAscii(bytes: Uint8Array, offset: number, text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (bytes[offset + index] !== text.charCodeAt(index)) return false;
  }
  return true;
}

function asciiAt(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** A big-endian unsigned integer of up to 8 bytes (above 2^53 it is approximate, still huge). */
function uintAt(bytes: Uint8Array, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index += 1) value = value * 256 + (bytes[index] ?? 0);
  return value;
}

// --- WebM (Matroska's profile: EBML elements, https://www.matroska.org/technical/elements.html)

const EBML = 0x1a45dfa3;
const EBML_READ_VERSION = 0x42f7;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const TRACK_TYPE_AUDIO = 2;

interface EbmlElement {
  id: number;
  /** Where its data starts. */
  start: number;
  /** Where it ends; null for an element of unknown size (a live recording's Segment, Cluster). */
  end: number | null;
}

/**
 * An EBML element's header at `offset`: an id of 1 to 4 bytes (marker bit kept), then a data size
 * of 1 to 8 bytes (marker bit dropped; all ones means unknown). Null when it is not one.
 */
function readEbmlElement(bytes: Uint8Array, offset: number): EbmlElement | null {
  const idLength = Math.clz32(bytes[offset] ?? 0) - 23;
  if (idLength < 1 || idLength > 4) return null;
  const sizeAt = offset + idLength;
  const first = bytes[sizeAt] ?? 0;
  const sizeLength = Math.clz32(first) - 23;
  const start = sizeAt + sizeLength;
  if (sizeLength < 1 || sizeLength > 8 || start > bytes.length) return null;
  const id = uintAt(bytes, offset, sizeAt);
  const firstBits = first & (0xff >> sizeLength);
  const rest = bytes.subarray(sizeAt + 1, start);
  if (firstBits === 0xff >> sizeLength && rest.every((byte) => byte === 0xff)) {
    return { id, start, end: null };
  }
  return { id, start, end: start + firstBits * 256 ** rest.length + uintAt(rest, 0, rest.length) };
}

/** The children of an element of known size, each of known size and inside it; null if not. */
function ebmlChildren(bytes: Uint8Array, parent: EbmlElement): EbmlElement[] | null {
  if (parent.end === null || parent.end > bytes.length) return null;
  const children: EbmlElement[] = [];
  for (let offset = parent.start; offset < parent.end; ) {
    const child = readEbmlElement(bytes, offset);
    if (!child || child.end === null || child.end > parent.end) return null;
    children.push(child);
    offset = child.end;
  }
  return children;
}

/** A Tracks element with at least one track, every one of them audio. */
function holdsAudioTracksOnly(bytes: Uint8Array, tracks: EbmlElement): boolean {
  const entries = ebmlChildren(bytes, tracks)?.filter((child) => child.id === TRACK_ENTRY);
  if (!entries || entries.length === 0) return false;
  return entries.every((entry) => {
    const type = ebmlChildren(bytes, entry)?.find((child) => child.id === TRACK_TYPE);
    return type?.end != null && uintAt(bytes, type.start, type.end) === TRACK_TYPE_AUDIO;
  });
}

/**
 * An EBML header whose DocType is 'webm' (a Matroska file says 'matroska'), then a Segment whose
 * Tracks, which WebM puts before the first Cluster, hold audio only. MediaRecorder writes the
 * Segment and Clusters with unknown sizes while it records, and sizes them when it can.
 */
export function isWebmAudio(bytes: Uint8Array): boolean {
  const header = readEbmlElement(bytes, 0);
  if (header?.id !== EBML) return false;
  const fields = ebmlChildren(bytes, header);
  if (!fields) return false;
  const field = (id: number) => fields.find((child) => child.id === id);
  const readVersion = field(EBML_READ_VERSION);
  if (readVersion?.end != null && uintAt(bytes, readVersion.start, readVersion.end) !== 1) {
    return false;
  }
  const docType = field(DOC_TYPE);
  // 'webm', perhaps padded with zero bytes.
  const isWebm =
    docType?.end != null &&
    docType.end - docType.start >= 4 &&
    holdsAscii(bytes, docType.start, 'webm') &&
    bytes.subarray(docType.start + 4, docType.end).every((byte) => byte === 0);
  if (!isWebm) return false;

  const segment = readEbmlElement(bytes, header.end ?? bytes.length);
  if (segment?.id !== SEGMENT) return false;
  const segmentEnd = Math.min(segment.end ?? bytes.length, bytes.length);
  for (let offset = segment.start; offset < segmentEnd; ) {
    const element = readEbmlElement(bytes, offset);
    if (!element || element.id === CLUSTER || element.end === null || element.end > segmentEnd) {
      return false;
    }
    if (element.id === TRACKS) return holdsAudioTracksOnly(bytes, element);
    offset = element.end;
  }
  return false;
}

// --- Ogg (RFC 3533), carrying Opus (RFC 7845) or Vorbis (the Vorbis I specification)

const OGG_PAGE_HEADER_BYTES = 27;
const OGG_CONTINUED_PACKET = 0x01;
const OGG_BEGINNING_OF_STREAM = 0x02;

/** CRC-32 as Ogg computes it: polynomial 0x04c11db7, not reflected, starting from zero. */
const OGG_CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit += 1) {
    crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
});

/** The checksum of the page in bytes[start, end), counting its own checksum field as zeros. */
function oggPageChecksum(bytes: Uint8Array, start: number, end: number): number {
  const checksumAt = start + 22;
  let crc = 0;
  for (let index = start; index < end; index += 1) {
    const byte = index >= checksumAt && index < checksumAt + 4 ? 0 : (bytes[index] ?? 0);
    crc = ((crc << 8) ^ (OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  }
  return crc;
}

interface OggPage {
  headerType: number;
  lacing: Uint8Array;
  body: Uint8Array;
  end: number;
}

/** A whole Ogg page at `offset`, its checksum right; null if not. */
function readOggPage(bytes: Uint8Array, offset: number): OggPage | null {
  if (!holdsAscii(bytes, offset, 'OggS') || bytes[offset + 4] !== 0) return null;
  const lacingAt = offset + OGG_PAGE_HEADER_BYTES;
  const bodyAt = lacingAt + (bytes[offset + 26] ?? 0);
  if (bodyAt > bytes.length) return null;
  const lacing = bytes.subarray(lacingAt, bodyAt);
  const end = bodyAt + lacing.reduce((total, value) => total + value, 0);
  if (end > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(offset + 22, true) !== oggPageChecksum(bytes, offset, end)) return null;
  return { headerType: bytes[offset + 5] ?? 0, lacing, body: bytes.subarray(bodyAt, end), end };
}

/** RFC 7845 §5.1 ID header: 'OpusHead', a version this reader may read (0-15), channels. */
function isOpusHead(packet: Uint8Array): boolean {
  return (
    packet.length >= 19 &&
    holdsAscii(packet, 0, 'OpusHead') &&
    (packet[8] ?? 0xff) < 16 &&
    (packet[9] ?? 0) > 0
  );
}

/** Vorbis I §4.2.2 identification header: version 0, channels, a rate, the framing bit. */
function isVorbisIdentification(packet: Uint8Array): boolean {
  const view = new DataView(packet.buffer, packet.byteOffset, packet.byteLength);
  return (
    packet.length === 30 &&
    packet[0] === 0x01 &&
    holdsAscii(packet, 1, 'vorbis') &&
    view.getUint32(7, true) === 0 &&
    (packet[11] ?? 0) > 0 &&
    view.getUint32(12, true) > 0 &&
    ((packet[29] ?? 0) & 0x01) === 1
  );
}

/**
 * Ogg opens with the beginning-of-stream page of each stream it multiplexes, and such a page holds
 * exactly one packet, that stream's identification header. Each one here is checked whole
 * (checksum included) and must be Opus or Vorbis, so no video stream rides along.
 */
export function isOggAudio(bytes: Uint8Array): boolean {
  let streams = 0;
  for (let offset = 0; ; ) {
    const page = readOggPage(bytes, offset);
    if (!page || !(page.headerType & OGG_BEGINNING_OF_STREAM)) return streams > 0;
    const oneWholePacket =
      !(page.headerType & OGG_CONTINUED_PACKET) &&
      page.lacing.length > 0 &&
      page.lacing.every((value, index) => (index === page.lacing.length - 1) === value < 255);
    if (!oneWholePacket || !(isOpusHead(page.body) || isVorbisIdentification(page.body))) {
      return false;
    }
    streams += 1;
    offset = page.end;
  }
}

// --- MP4 (ISO base media file format, ISO/IEC 14496-12): boxes of a 32-bit size and a type

/** The largest `ftyp` we expect: its two brands and a few dozen compatible ones. */
const FTYP_MAX_BYTES = 256;
/**
 * Brands of MP4 files that can be audio: ISO base media, MP4 v1 and v2, Apple's M4A and M4B.
 * Not 'M4A ' alone: Chromium's audio-only recordings name 'isom iso6 iso2 vp09 mp41' and no
 * audio brand, so whether it is audio is read from its tracks instead.
 */
const MP4_BRANDS = /^(isom|iso[2-9]|mp41|mp42|M4A |M4B |dash)$/;
/** Handler types of tracks that show something: video, pictures, auxiliary video. */
const VISUAL_HANDLERS = new Set(['vide', 'pict', 'auxv']);

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The box at `offset` if it fits before `limit` (a size of 0 runs to the end, 1 is 64-bit). */
function readBox(bytes: Uint8Array, offset: number, limit: number): Box | null {
  if (offset + 8 > limit) return null;
  const type = asciiAt(bytes, offset + 4, offset + 8);
  if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
  let size = uintAt(bytes, offset, offset + 4);
  let start = offset + 8;
  if (size === 1) {
    size = uintAt(bytes, offset + 8, offset + 16);
    start = offset + 16;
  } else if (size === 0) {
    size = limit - offset;
  }
  if (size < start - offset || offset + size > limit) return null;
  return { type, start, end: offset + size };
}

/** The boxes that fill bytes[start, end) exactly; null if they do not. */
function boxesIn(bytes: Uint8Array, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  for (let offset = start; offset < end; ) {
    const box = readBox(bytes, offset, end);
    if (!box) return null;
    boxes.push(box);
    offset = box.end;
  }
  return boxes;
}

/** trak → mdia → hdlr: the handler type of the track ('soun', 'vide'), hdlr bytes 8 to 11. */
function handlerOf(bytes: Uint8Array, trak: Box): string | null {
  const mdia = boxesIn(bytes, trak.start, trak.end)?.find((box) => box.type === 'mdia');
  const hdlr = mdia && boxesIn(bytes, mdia.start, mdia.end)?.find((box) => box.type === 'hdlr');
  if (!hdlr || hdlr.end - hdlr.start < 12) return null;
  return asciiAt(bytes, hdlr.start + 8, hdlr.start + 12);
}

/**
 * An `ftyp` first, of a plausible size, naming an MP4 brand; then, among the top-level boxes (a
 * fragmented recording puts `moov` next, a finished file may put it after `mdat`), a `moov`
 * whose tracks include sound and nothing visual.
 */
export function isMp4Audio(bytes: Uint8Array): boolean {
  const ftyp = readBox(bytes, 0, bytes.length);
  // A major brand, a minor version, then compatible brands: 16 bytes and 4 per further brand.
  if (ftyp?.type !== 'ftyp' || ftyp.start !== 8) return false;
  if (ftyp.end < 16 || ftyp.end > FTYP_MAX_BYTES || ftyp.end % 4 !== 0) return false;
  const brands = [asciiAt(bytes, 8, 12)];
  for (let offset = 16; offset < ftyp.end; offset += 4) {
    brands.push(asciiAt(bytes, offset, offset + 4));
  }
  if (!brands.some((brand) => MP4_BRANDS.test(brand))) return false;

  for (let offset = ftyp.end; offset < bytes.length; ) {
    const box = readBox(bytes, offset, bytes.length);
    if (!box) return false;
    if (box.type === 'moov') {
      const traks = boxesIn(bytes, box.start, box.end)?.filter((child) => child.type === 'trak');
      const handlers = traks?.map((trak) => handlerOf(bytes, trak));
      return (
        handlers?.includes('soun') === true &&
        handlers.every((handler) => handler !== null && !VISUAL_HANDLERS.has(handler))
      );
    }
    offset = box.end;
  }
  return false;
}
