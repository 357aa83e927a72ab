import { describe, expect, it } from 'vitest';
import { TRANSLATION_IDS, translationIdOrDefault } from './translations';

describe('translationIdOrDefault', () => {
  it('takes every known translation, in any case', () => {
    for (const id of TRANSLATION_IDS) {
      expect(translationIdOrDefault(id)).toBe(id);
      expect(translationIdOrDefault(` ${id.toUpperCase()} `)).toBe(id);
    }
  });

  it('reads anything else as NASB', () => {
    for (const other of ['xyz', '', 'constructor', 'kjv1611', 'de4e12af7f28f599-02']) {
      expect(translationIdOrDefault(other), other).toBe('nasb');
    }
  });
});
