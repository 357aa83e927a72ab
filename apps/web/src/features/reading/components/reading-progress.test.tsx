import type { WeeklyStripSegment } from '@manna/shared';
import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { requiredElement } from '@/testing/required';
import { ReadingProgress } from './reading-progress';

const week: WeeklyStripSegment[] = (['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const).map(
  (label, index) => ({
    label,
    date: `2026-11-0${index + 1}`,
    lit: index === 1 || index === 3,
    isToday: index === 3,
    isFuture: index > 3,
  }),
);

function renderProgress(props: Partial<ComponentProps<typeof ReadingProgress>> = {}) {
  return render(
    <ReadingProgress
      completed={65}
      total={260}
      currentDay={66}
      totalDays={260}
      streak={3}
      streakLoading={false}
      weekSegments={week}
      weekCaption="(Current Week)"
      {...props}
    />,
  );
}

describe('ReadingProgress', () => {
  it('shows chapters done, the percentage bar and the three tiles', () => {
    renderProgress();
    expect(screen.getByRole('heading', { name: 'Reading Progress' })).toBeInTheDocument();
    expect(screen.getByText('65/260 chapters')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Plan completed' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '25% (65 of 260 chapters)');

    const tiles = screen.getByRole('region', { name: 'Reading Progress' }).querySelector('dl');
    const pairs = [...(tiles?.children ?? [])].map((tile) => [
      tile.querySelector('dt')?.textContent,
      tile.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Completed', '65'],
      ['Current Day', '66'],
      ['Remaining', '195'],
    ]);
  });

  it('draws markers at 25, 50 and 75 percent but not at 100', () => {
    const { container } = renderProgress();
    const markers = [...container.querySelectorAll('[data-marker]')].map((marker) => [
      marker.getAttribute('data-marker'),
      requiredElement(marker, 'a marker').style.left,
    ]);
    expect(markers).toEqual([
      ['25', '25%'],
      ['50', '50%'],
      ['75', '75%'],
    ]);
  });

  it.each([
    [1, 'First day! Keep going!'],
    [7, 'One week streak! Amazing!'],
    [10, 'Keep it up!'],
  ])('shows the streak banner at %i days with its message, once', (streak, message) => {
    renderProgress({ streak });
    expect(screen.getByText(`${streak} Day Streak`)).toBeInTheDocument();
    const banner = screen.getByText(`${streak} Day Streak`).parentElement;
    expect(banner).toHaveTextContent(`${streak} Day Streak${message}`, {
      normalizeWhitespace: true,
    });
    expect(banner?.textContent?.split(message)).toHaveLength(2);
  });

  it("says 'Loading streak...' while the streak loads", () => {
    renderProgress({ streak: 0, streakLoading: true });
    expect(screen.getByText('Loading streak...')).toBeInTheDocument();
  });

  it('hides the banner at 0 and invites the member to start instead', () => {
    renderProgress({ streak: 0 });
    expect(screen.queryByText(/Day Streak/)).not.toBeInTheDocument();
    expect(screen.getByText('Start your reading streak today!')).toBeInTheDocument();
  });

  it('labels the week Sun to Sat, lights the days read and names each for screen readers', () => {
    renderProgress();
    expect(screen.getByText('(Current Week)')).toBeInTheDocument();
    const days = within(screen.getByRole('list', { name: 'This Week' })).getAllByRole('listitem');
    expect(days.map((day) => day.getAttribute('data-lit'))).toEqual([
      'false',
      'true',
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(days[0]).toHaveTextContent('Sun');
    expect(days[6]).toHaveTextContent('Sat');
    expect(days[3]).toHaveAttribute('data-today', 'true');
    expect(days[3]).toHaveTextContent(/Wednesday, November 4, 2026 \(today\): read/);
    expect(days[5]).toHaveTextContent(/still to come/);
    expect(days[2]).toHaveTextContent(/: not read/);
  });
});
