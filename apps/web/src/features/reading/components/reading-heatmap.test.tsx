import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heatmapSummary, ReadingHeatmap } from './reading-heatmap';

describe('ReadingHeatmap', () => {
  it('draws a year of days with a title on each and an accessible summary', () => {
    const { container } = render(
      <ReadingHeatmap
        activity={{
          time_zone: 'UTC',
          today: '2026-11-04',
          days: [
            { date: '2026-11-02', chapters: 3 },
            { date: '2026-11-03', chapters: 1 },
            { date: '2026-11-04', chapters: 6 },
          ],
        }}
        isLoading={false}
        isError={false}
      />,
    );
    expect(screen.getByTitle('3 chapters on 2026-11-02')).toHaveAttribute('data-level', '3');
    expect(screen.getByTitle('1 chapter on 2026-11-03')).toHaveAttribute('data-level', '1');
    expect(screen.getByTitle('6 chapters on 2026-11-04')).toHaveAttribute('data-level', '4');
    expect(screen.getByTitle('0 chapters on 2026-11-01')).toHaveAttribute('data-level', '0');
    // 53 weeks of 7 days.
    expect(container.querySelectorAll('[data-date][data-level]')).toHaveLength(371);

    expect(screen.getByText('Read on 3 days this year. Longest run: 3 days.')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Reading days over the past year. Read on 3 days this year. Longest run: 3 days.',
    );
  });

  it('waits for the activity, and says so when it cannot be had', () => {
    const { rerender } = render(<ReadingHeatmap activity={undefined} isLoading isError={false} />);
    expect(screen.getByText('Loading reading days...')).toBeInTheDocument();
    rerender(<ReadingHeatmap activity={undefined} isLoading={false} isError />);
    expect(screen.getByText('Your reading days could not be loaded.')).toBeInTheDocument();
  });

  it('counts days in words', () => {
    expect(heatmapSummary(1, 1)).toBe('Read on 1 day this year. Longest run: 1 day.');
    expect(heatmapSummary(0, 0)).toBe('Read on 0 days this year. Longest run: 0 days.');
  });
});
