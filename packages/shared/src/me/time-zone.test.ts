import { describe, expect, it } from 'vitest';
import { isKnownTimeZone } from './time-zone';

describe('isKnownTimeZone', () => {
  it('knows IANA zones, again when asked again', () => {
    for (const zone of ['UTC', 'Pacific/Auckland', 'America/New_York', 'Pacific/Auckland']) {
      expect(isKnownTimeZone(zone)).toBe(true);
    }
  });

  it('does not know made-up or empty zones, however often it is asked', () => {
    for (const zone of ['Mars/Olympus_Mons', '', 'Mars/Olympus_Mons', 'UTC+25']) {
      expect(isKnownTimeZone(zone)).toBe(false);
    }
  });
});
