import { describe, expect, it } from 'vitest';
import { getFirstName, getGreeting, getHourInTimeZone, getPartOfDay } from './greeting';

describe('getPartOfDay', () => {
  it.each([
    [4, 'evening'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('hour %i is %s', (hour, expected) => {
    expect(getPartOfDay(hour)).toBe(expected);
  });
});

describe('getGreeting', () => {
  const eightUtc = new Date('2025-06-01T08:00:00Z');

  it('greets by first name in the member time zone', () => {
    expect(getGreeting('Ruth Moabite', eightUtc, 'UTC')).toBe('Good morning, Ruth');
    expect(getGreeting('Ruth Moabite', eightUtc, 'America/Los_Angeles')).toBe('Good evening, Ruth');
    expect(getGreeting('Ruth', new Date('2025-06-01T10:00:00Z'), 'Asia/Tokyo')).toBe(
      'Good evening, Ruth',
    );
    expect(getGreeting('  Boaz  ', new Date('2025-06-01T13:00:00Z'), 'UTC')).toBe(
      'Good afternoon, Boaz',
    );
  });

  it('copes with a blank name and an unknown zone', () => {
    expect(getGreeting('', eightUtc, 'UTC')).toBe('Good morning');
    expect(() => getHourInTimeZone(eightUtc, 'Nowhere/Land')).not.toThrow();
    expect(getFirstName('Naomi of Bethlehem')).toBe('Naomi');
  });
});
