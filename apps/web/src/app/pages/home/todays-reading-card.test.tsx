import {
  NO_READING_SCHEDULE,
  type PlanChapter,
  type PlanProgressResponse,
  type ReadingPlan,
} from '@manna/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, renderRoutes } from '@/testing/test-utils';
import { TodaysReadingCard } from './todays-reading-card';

const plans: ReadingPlan[] = [
  {
    id: 'nt',
    title: 'New Testament Reading Plan',
    description: 'Walk through the whole New Testament one chapter a day.',
    duration_days: 260,
    daily_minutes: 15,
    chapter_count: 4,
    created_at: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 'gospels',
    title: 'The Gospels in 30 Days',
    description: 'Spend a month with Jesus.',
    duration_days: 30,
    daily_minutes: 45,
    chapter_count: 4,
    created_at: '2025-01-01T00:00:01.000Z',
  },
];

const chapters: PlanChapter[] = [1, 2, 3, 4].map((chapter) => ({
  id: `c${chapter}`,
  plan_id: 'nt',
  title: chapter === 2 ? 'The Visit of the Magi' : `Matthew ${chapter}`,
  book: 'Matthew',
  chapter,
  day_number: chapter,
  estimated_minutes: 15,
}));

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function stubApi(progress: PlanProgressResponse, streak: number) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === '/api/reading/plans') return json({ plans });
    if (path.endsWith('/chapters')) return json({ chapters });
    if (path.endsWith('/progress')) return json(progress);
    if (path === '/api/reading/streak') return json({ streak });
    return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const started = (completed: string[]): PlanProgressResponse => ({
  progress: {
    user_id: 'user-1',
    plan_id: 'nt',
    current_day: 1,
    is_completed: false,
    completion_date: null,
    last_read_date: null,
    last_completed_chapter_id: null,
    completed_chapters_count: completed.length,
    streak_days: 0,
    created_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-01T09:00:00.000Z',
  },
  chapters: completed.map((id) => ({
    chapter_id: id,
    completed: true,
    completed_at: '2026-11-04T10:00:00.000Z',
  })),
  schedule: NO_READING_SCHEDULE,
});

function renderCard() {
  return renderRoutes([{ path: '/home', element: <TodaysReadingCard userId="user-1" /> }], {
    path: '/home',
    user: buildUser({ id: 'user-1' }),
  });
}

describe('TodaysReadingCard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('invites a member who has not started to start the New Testament plan', async () => {
    stubApi({ progress: null, chapters: [], schedule: NO_READING_SCHEDULE }, 0);
    renderCard();
    const card = await screen.findByRole('region', {
      name: 'Start the New Testament Reading Plan',
    });
    expect(card).toHaveTextContent('Walk through the whole New Testament one chapter a day.');
    expect(card).toHaveTextContent('260 days · about 15 minutes a day');
    expect(within(card).getByRole('link', { name: 'Start reading' })).toHaveAttribute(
      'href',
      '/reading',
    );
  });

  it("shows today's chapter with a link into it, the streak with its message and the progress", async () => {
    stubApi(started(['c1']), 1);
    renderCard();
    const card = await screen.findByRole('region', { name: "Today's Reading" });
    expect(await within(card).findByTestId('home-todays-chapter')).toHaveTextContent('Matthew 2');
    expect(card).toHaveTextContent('The Visit of the Magi');
    expect(card).toHaveTextContent('Day 2');
    expect(card).toHaveTextContent('15 min');
    expect(await within(card).findByText('1 Day Streak')).toBeInTheDocument();
    expect(within(card).getByText('First day! Keep going!')).toBeInTheDocument();
    expect(card).toHaveTextContent('1 of 4 chapters');
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(card).getByRole('link', { name: 'Read Matthew 2' })).toHaveAttribute(
      'href',
      '/reading',
    );
  });

  it('follows the plan the member chose on the reading screen', async () => {
    localStorage.setItem('selectedReadingPlan:user-1', 'gospels');
    const fetchMock = stubApi(started([]), 0);
    renderCard();
    expect(await screen.findByText('The Gospels in 30 Days')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/reading/plans/gospels/progress',
      expect.anything(),
    );
  });

  it('congratulates a member who has read every chapter and offers another plan', async () => {
    stubApi(started(['c1', 'c2', 'c3', 'c4']), 3);
    renderCard();
    expect(
      await screen.findByText(/You have read every chapter of New Testament Reading Plan/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another plan' })).toHaveAttribute(
      'href',
      '/reading?tab=plan',
    );
  });
});
