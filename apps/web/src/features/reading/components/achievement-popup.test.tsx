import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CHAPTER_ACHIEVEMENT } from '../testing/fake-reading-api';
import {
  ACHIEVEMENT_AUTO_CLOSE_MS,
  ACHIEVEMENT_FADE_IN_DELAY_MS,
  ACHIEVEMENT_FADE_OUT_MS,
  AchievementPopup,
} from './achievement-popup';

const card = () => screen.getByText('First Chapter').closest('[data-phase]');

describe('AchievementPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the SPEC timings', () => {
    expect(ACHIEVEMENT_FADE_IN_DELAY_MS).toBe(100);
    expect(ACHIEVEMENT_AUTO_CLOSE_MS).toBe(5000);
    expect(ACHIEVEMENT_FADE_OUT_MS).toBe(500);
  });

  it('shows the name, description and tokens in a live region at the bottom', () => {
    render(<AchievementPopup achievement={FIRST_CHAPTER_ACHIEVEMENT} onClose={() => undefined} />);
    const region = screen.getByRole('status');
    expect(region).toHaveClass('fixed');
    expect(region.className).toMatch(/bottom-/);
    expect(region).toHaveTextContent('First Chapter');
    expect(region).toHaveTextContent('Complete your first chapter.');
    expect(screen.getByText('+5 tokens')).toBeInTheDocument();
  });

  it('fades in after 100 ms, starts fading out at 5000 ms and closes 500 ms later', () => {
    const onClose = vi.fn();
    render(<AchievementPopup achievement={FIRST_CHAPTER_ACHIEVEMENT} onClose={onClose} />);
    expect(card()).toHaveAttribute('data-phase', 'entering');
    expect(card()).toHaveClass('opacity-0');

    act(() => vi.advanceTimersByTime(99));
    expect(card()).toHaveAttribute('data-phase', 'entering');
    act(() => vi.advanceTimersByTime(1));
    expect(card()).toHaveAttribute('data-phase', 'shown');
    expect(card()).toHaveClass('opacity-100');

    act(() => vi.advanceTimersByTime(5000 - 100 - 1));
    expect(card()).toHaveAttribute('data-phase', 'shown');
    act(() => vi.advanceTimersByTime(1));
    expect(card()).toHaveAttribute('data-phase', 'leaving');
    expect(card()).toHaveClass('opacity-0', 'duration-500');

    act(() => vi.advanceTimersByTime(499));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be dismissed early, still fading out', () => {
    const onClose = vi.fn();
    render(<AchievementPopup achievement={FIRST_CHAPTER_ACHIEVEMENT} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss achievement' }));
    expect(card()).toHaveAttribute('data-phase', 'leaving');
    act(() => vi.advanceTimersByTime(ACHIEVEMENT_FADE_OUT_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps an empty live region when there is nothing to show', () => {
    render(<AchievementPopup achievement={null} onClose={() => undefined} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
