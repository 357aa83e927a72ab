import { describe, expect, it } from 'vitest';
import { DEFAULT_CHAPTER_LOCATION, parseLastRead, toChapterLocation } from './last-read';

describe('toChapterLocation', () => {
  it('normalises a real book code and chapter', () => {
    expect(toChapterLocation('jhn', '3')).toEqual({ book: 'JHN', chapter: 3 });
    expect(toChapterLocation('1co', 13)).toEqual({ book: '1CO', chapter: 13 });
    expect(toChapterLocation('PSA', '150')).toEqual({ book: 'PSA', chapter: 150 });
  });

  it('refuses unknown books and chapters out of range', () => {
    expect(toChapterLocation('XYZ', '1')).toBeNull();
    expect(toChapterLocation('John', '1')).toBeNull();
    expect(toChapterLocation('JHN', '22')).toBeNull();
    expect(toChapterLocation('JHN', '0')).toBeNull();
    expect(toChapterLocation('JHN', '3a')).toBeNull();
    expect(toChapterLocation('JHN', '1.5')).toBeNull();
    expect(toChapterLocation(undefined, 1)).toBeNull();
  });
});

describe('parseLastRead', () => {
  it('reads what was saved', () => {
    expect(parseLastRead('{"book":"ROM","chapter":8}')).toEqual({ book: 'ROM', chapter: 8 });
  });

  it('falls back to John 1 for nothing, nonsense or a chapter that does not exist', () => {
    for (const raw of [null, '', 'not json', '[]', '{"book":"ROM","chapter":99}', 'null']) {
      expect(parseLastRead(raw)).toEqual(DEFAULT_CHAPTER_LOCATION);
    }
    expect(DEFAULT_CHAPTER_LOCATION).toEqual({ book: 'JHN', chapter: 1 });
  });
});
