import { describe, expect, it } from 'vitest';
import { journalLandingOf, journalLandingState } from './journal-landing';

describe('journalLandingOf', () => {
  it('reads back the marks journalLandingState writes', () => {
    expect(journalLandingOf(journalLandingState({ kind: 'entry', id: 'e1' }))).toEqual({
      kind: 'entry',
      id: 'e1',
    });
    expect(
      journalLandingOf(journalLandingState({ kind: 'topic', id: 't1', change: 'deleted' })),
    ).toEqual({ kind: 'topic', id: 't1', change: 'deleted' });
  });

  it('ignores any other history state', () => {
    for (const state of [
      null,
      undefined,
      'entry',
      {},
      { journalLanding: null },
      { journalLanding: { kind: 'entry' } },
      { journalLanding: { kind: 'entry', id: 3 } },
      { journalLanding: { kind: 'topic', id: 't1' } },
      { journalLanding: { kind: 'topic', id: 't1', change: 'renamed' } },
      { journalLanding: { kind: 'prayer', id: 'p1' } },
    ]) {
      expect(journalLandingOf(state)).toBeNull();
    }
  });

  it('keeps only the mark, not other keys the state carries', () => {
    expect(
      journalLandingOf({ journalLanding: { kind: 'entry', id: 'e1', extra: true }, other: 1 }),
    ).toEqual({ kind: 'entry', id: 'e1' });
  });
});
