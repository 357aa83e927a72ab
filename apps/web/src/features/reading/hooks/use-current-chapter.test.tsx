import type { ChapterProgress } from '@manna/shared';
import { defaultChapterIndex, MANUAL_NAVIGATION_HOLD_MS } from '@manna/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOSPEL_CHAPTERS, NT_CHAPTERS } from '../testing/fake-reading-api';
import { useCurrentChapter } from './use-current-chapter';

const done = (...ids: string[]): ChapterProgress[] =>
  ids.map((id) => ({ chapter_id: id, completed: true, completed_at: '2026-11-04T10:00:00Z' }));

function setup(initial: ChapterProgress[] = [], planId = 'nt') {
  return renderHook(
    ({ plan, chapters, progress }) =>
      useCurrentChapter(plan, chapters, defaultChapterIndex(chapters, progress)),
    {
      initialProps: { plan: planId, chapters: NT_CHAPTERS, progress: initial },
    },
  );
}

describe('useCurrentChapter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at the first chapter not yet completed', () => {
    expect(setup().result.current.chapter?.id).toBe('nt-1');
    expect(setup(done('nt-1')).result.current.chapter?.id).toBe('nt-2');
    // Everything read: back to the first.
    expect(setup(done('nt-1', 'nt-2', 'nt-3')).result.current.index).toBe(0);
  });

  it('follows progress while the member is not navigating', () => {
    const { result, rerender } = setup();
    rerender({ plan: 'nt', chapters: NT_CHAPTERS, progress: done('nt-1') });
    expect(result.current.chapter?.id).toBe('nt-2');
  });

  it('holds the position for 1 s after navigating, then stays put until progress changes', () => {
    const { result, rerender } = setup();
    act(() => result.current.goNext());
    act(() => result.current.goNext());
    expect(result.current.index).toBe(2);

    // Within the hold, a change in progress (marking chapter 3 read) does not move the member.
    act(() => vi.advanceTimersByTime(MANUAL_NAVIGATION_HOLD_MS - 1));
    rerender({ plan: 'nt', chapters: NT_CHAPTERS, progress: done('nt-1') });
    expect(result.current.index).toBe(2);

    // The hold ending moves nobody.
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(2);

    // A later change in progress does.
    rerender({ plan: 'nt', chapters: NT_CHAPTERS, progress: done('nt-1', 'nt-2') });
    expect(result.current.chapter?.id).toBe('nt-3');
  });

  it('holds after marking a chapter, as after navigating', () => {
    const { result, rerender } = setup();
    act(() => result.current.hold());
    rerender({ plan: 'nt', chapters: NT_CHAPTERS, progress: done('nt-1') });
    expect(result.current.chapter?.id).toBe('nt-1');
    act(() => vi.advanceTimersByTime(MANUAL_NAVIGATION_HOLD_MS));
    rerender({ plan: 'nt', chapters: NT_CHAPTERS, progress: done('nt-1') });
    expect(result.current.chapter?.id).toBe('nt-1');
  });

  it('keeps Previous and Next within the plan', () => {
    const { result } = setup();
    expect(result.current.isFirst).toBe(true);
    act(() => result.current.goPrevious());
    expect(result.current.index).toBe(0);
    act(() => result.current.goTo(10));
    expect(result.current.index).toBe(2);
    expect(result.current.isLast).toBe(true);
    act(() => result.current.goNext());
    expect(result.current.index).toBe(2);
  });

  it('starts over at the default when the plan changes, even during a hold', () => {
    const { result, rerender } = setup();
    act(() => result.current.goNext());
    rerender({ plan: 'gospels', chapters: GOSPEL_CHAPTERS, progress: done('gos-1') });
    expect(result.current.chapter?.id).toBe('gos-2');
  });

  it('has no chapter for an empty plan', () => {
    const { result } = renderHook(() => useCurrentChapter('empty', [], 0));
    expect(result.current.chapter).toBeUndefined();
    expect(result.current.isFirst).toBe(true);
    expect(result.current.isLast).toBe(true);
  });
});
