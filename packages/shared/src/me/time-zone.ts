// Zones found known, so that a screen checking the same zone for each of a year's days builds one
// Intl formatter, not hundreds (docs/decisions/018-reading-first-paint.md, revision 6). Only known
// zones are kept: there are a few hundred, where the unknown strings a server is sent are endless.
const knownTimeZones = new Set<string>();

/** True for an IANA time zone this runtime knows (kept apart from zod so readers stay light). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (knownTimeZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    return false;
  }
  knownTimeZones.add(timeZone);
  return true;
}
