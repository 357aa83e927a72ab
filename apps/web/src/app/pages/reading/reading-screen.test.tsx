import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { resetReaderPreferencesCache } from '@/features/reader-settings';
import { selectedPlanStorageKey } from '@/features/reading';
import {
  FIRST_CHAPTER_ACHIEVEMENT,
  GOSPELS_PLAN_ID,
  jsonResponse,
  NT_CHAPTERS,
  NT_PLAN,
  NT_PLAN_ID,
  planChapter,
  stubReadingApi,
} from '@/features/reading/testing/fake-reading-api';
import { markFirstScreenShown } from '@/lib/first-screen';
import { buildUser, renderRoutes } from '@/testing/test-utils';
import { ReadingScreen } from './reading-screen';

const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('@/features/reading/utils/reload-page', () => ({ reloadPage }));

const user = buildUser({ id: 'user-1' });

function renderScreen(path = '/reading') {
  return renderRoutes(
    [
      { path: '/reading', element: <ReadingScreen /> },
      { path: '/home', element: <p>Home screen</p> },
    ],
    { path, user },
  );
}

const notifications = () => screen.getByRole('region', { name: /notifications/i });
const todayPanel = () => screen.getByRole('tabpanel', { name: /Today/ });

/** The value beside a term in a description list ('Current Day' → '4'). */
function describedValue(container: HTMLElement, term: string) {
  return within(container).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function waitForToday(position: string) {
  return screen.findByText(position, {}, { timeout: 3000 });
}

describe('ReadingScreen', () => {
  beforeEach(() => {
    // As on any screen after the first: the aside, the year grid and the popup wait for the
    // first screen on a cold load (AfterFirstScreen's own test).
    markFirstScreenShown();
    localStorage.clear();
    resetReaderPreferencesCache();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows 'Loading reading plans...' and then starts the first plan on the first visit", async () => {
    const api = stubReadingApi();
    renderScreen();
    expect(screen.getByText('Loading reading plans...')).toBeInTheDocument();

    await waitForToday('Chapter 1 of 3');
    expect(
      screen.getByRole('heading', { level: 1, name: 'New Testament Reading Plan' }),
    ).toBeInTheDocument();
    const panel = todayPanel();
    expect(within(panel).getByText('Day 1')).toBeInTheDocument();
    expect(within(panel).getByText('15 min')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Mark as Read' })).toBeEnabled();
    await waitFor(() =>
      expect(api.calls()).toContain(`POST /api/reading/plans/${NT_PLAN_ID}/start`),
    );
    // The scripture of the plan's chapter, by its USFM code.
    expect(
      await screen.findByRole('region', { name: 'Matthew 1 (KJV)' }, { timeout: 3000 }),
    ).toHaveTextContent('The first verse of Matthew 1.');
    expect(screen.getByTestId('streak-badge')).toHaveTextContent('0 Day Streak');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
  });

  it('does not start a plan the member already has', async () => {
    const api = stubReadingApi({ completed: { [NT_PLAN_ID]: ['nt-1'] } });
    renderScreen();
    // Opens at the first chapter not yet read.
    await waitForToday('Chapter 2 of 3');
    expect(api.calls()).not.toContain(`POST /api/reading/plans/${NT_PLAN_ID}/start`);
  });

  it('moves with Previous and Next within the plan', async () => {
    stubReadingApi();
    const events = userEvent.setup();
    renderScreen();
    await waitForToday('Chapter 1 of 3');

    await events.click(within(todayPanel()).getByRole('button', { name: 'Next' }));
    await events.click(within(todayPanel()).getByRole('button', { name: 'Next' }));
    expect(within(todayPanel()).getByText('Chapter 3 of 3')).toBeInTheDocument();
    expect(within(todayPanel()).getByText('Day 3')).toBeInTheDocument();
    expect(within(todayPanel()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await events.click(within(todayPanel()).getByRole('button', { name: 'Previous' }));
    expect(within(todayPanel()).getByText('Chapter 2 of 3')).toBeInTheDocument();
  });

  it('marks a chapter read with an optimistic toast, then shows the new streak', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubReadingApi({
      override: async ({ method }) => {
        if (method === 'PUT') await gate;
        return undefined;
      },
    });
    const events = userEvent.setup();
    renderScreen();
    await waitForToday('Chapter 1 of 3');

    await events.click(within(todayPanel()).getByRole('button', { name: 'Mark as Read' }));
    // The toast does not wait for the server; the button says it is busy.
    expect(await within(notifications()).findByText('Reading Updated')).toBeInTheDocument();
    expect(within(notifications()).getByText('Chapter marked as completed!')).toBeInTheDocument();
    expect(within(todayPanel()).getByRole('button', { name: 'Updating...' })).toBeDisabled();

    release();
    expect(
      await within(todayPanel()).findByRole('button', { name: 'Mark as Unread' }),
    ).toBeEnabled();
    await waitFor(() =>
      expect(screen.getByTestId('streak-badge')).toHaveTextContent('1 Day Streak'),
    );
    // Marking holds the position: still chapter 1, not the next unread one.
    expect(within(todayPanel()).getByText('Chapter 1 of 3')).toBeInTheDocument();
    const progress = screen.getByRole('region', { name: 'Reading Progress' });
    expect(progress).toHaveTextContent('1/3 chapters');
    expect(within(progress).getByText('First day! Keep going!', { exact: false })).toBeVisible();
  });

  it("says 'Update Failed' when the server answers without progress, and rolls back", async () => {
    stubReadingApi({
      override: ({ method }) => (method === 'PUT' ? new Response('', { status: 200 }) : undefined),
    });
    const events = userEvent.setup();
    renderScreen();
    await waitForToday('Chapter 1 of 3');

    await events.click(within(todayPanel()).getByRole('button', { name: 'Mark as Read' }));
    expect(await within(notifications()).findByText('Update Failed')).toBeInTheDocument();
    expect(
      within(notifications()).getByText('Unable to update reading status. Please try again.'),
    ).toBeInTheDocument();
    expect(await within(todayPanel()).findByRole('button', { name: 'Mark as Read' })).toBeEnabled();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('Failed to mark chapter as completed'),
      expect.anything(),
      expect.anything(),
    );
  });

  it("says 'Update Error' with the server's message when the change fails", async () => {
    stubReadingApi({
      override: ({ method }) =>
        method === 'PUT' ? jsonResponse(404, { error: 'Chapter not found' }) : undefined,
    });
    const events = userEvent.setup();
    renderScreen();
    await waitForToday('Chapter 1 of 3');

    await events.click(within(todayPanel()).getByRole('button', { name: 'Mark as Read' }));
    expect(await within(notifications()).findByText('Update Error')).toBeInTheDocument();
    expect(within(notifications()).getByText('Chapter not found')).toBeInTheDocument();
  });

  it('catches up on missed chapters in one request', async () => {
    const api = stubReadingApi({ completed: { [NT_PLAN_ID]: ['nt-3'] } });
    const events = userEvent.setup();
    renderScreen();
    const card = await screen.findByRole('region', { name: 'Catch Up' }, { timeout: 3000 });
    expect(within(card).getByText('2 missed')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      "You have 2 readings from previous days that you haven't marked as complete.",
    );

    await events.click(within(card).getByRole('button', { name: 'View Missed Readings' }));
    const list = within(card).getByRole('region', { name: 'Missed readings' });
    expect(list).toHaveFocus();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Matthew 1The Genealogy and Birth of JesusDay 1',
      'Matthew 2The Visit of the MagiDay 2',
    ]);

    await events.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('region', { name: 'Missed readings' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View Missed Readings' })).toHaveFocus();

    await events.click(within(card).getByRole('button', { name: 'View Missed Readings' }));
    await events.click(within(card).getByRole('button', { name: 'Mark All as Read' }));
    expect(await within(notifications()).findByText('Caught Up!')).toBeInTheDocument();
    expect(within(notifications()).getByText('Marked 2 chapters as read.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Catch Up' })).not.toBeInTheDocument(),
    );
    expect(api.calls().filter((call) => call.endsWith('/catch-up'))).toHaveLength(1);
    const body = api.fetchMock.mock.calls.find(([input]) => String(input).endsWith('/catch-up'));
    expect(JSON.parse(String(body?.[1]?.body))).toEqual({ chapter_ids: ['nt-1', 'nt-2'] });
  });

  it('agrees on the current day everywhere after a catch-up', async () => {
    // Matthew 1 and 3 read, Matthew 2 missed; catching up reads Matthew 2 last of all.
    stubReadingApi({
      plans: [{ ...NT_PLAN, duration_days: 4, chapter_count: 4 }],
      chapters: {
        [NT_PLAN_ID]: [...NT_CHAPTERS, planChapter(NT_PLAN_ID, 'nt-4', 'Matthew', 4, 4)],
      },
      completed: { [NT_PLAN_ID]: ['nt-1', 'nt-3'] },
    });
    const events = userEvent.setup();
    renderScreen();
    const card = await screen.findByRole('region', { name: 'Catch Up' }, { timeout: 3000 });
    await events.click(within(card).getByRole('button', { name: 'View Missed Readings' }));
    await events.click(within(card).getByRole('button', { name: 'Mark All as Read' }));
    expect(await within(notifications()).findByText('Caught Up!')).toBeInTheDocument();
    await waitForToday('Chapter 4 of 4');

    const progress = await screen.findByRole('region', { name: 'Reading Progress' });
    await waitFor(() => expect(progress).toHaveTextContent('3/4 chapters'));
    expect(describedValue(progress, 'Current Day')).toBe('4');
    expect(progress).toHaveTextContent('Day 4 of 4');
    const summary = screen.getByRole('region', { name: 'Progress Summary' });
    expect(describedValue(summary, 'Current day')).toBe('4');
    const todaysChapter = screen.getByRole('region', { name: "Today's Chapter" });
    expect(todaysChapter).toHaveTextContent('Matthew 4');
    expect(within(todaysChapter).getByText('Day 4')).toBeInTheDocument();
    expect(within(todayPanel()).getByText('Day 4')).toBeInTheDocument();
  });

  it('words one missed reading in the singular', async () => {
    stubReadingApi({ completed: { [NT_PLAN_ID]: ['nt-2'] } });
    renderScreen();
    const card = await screen.findByRole('region', { name: 'Catch Up' }, { timeout: 3000 });
    expect(card).toHaveTextContent(
      "You have 1 reading from a previous day that you haven't marked as complete.",
    );
    expect(within(card).getByText('1 missed')).toBeInTheDocument();
  });

  describe('catching up by changing the plan', () => {
    /** A plan of `days` days, one chapter of Matthew a day. */
    function planOf(days: number, completed: string[]) {
      const chapters = Array.from({ length: days }, (_, index) =>
        planChapter(NT_PLAN_ID, `nt-${index + 1}`, 'Matthew', index + 1, index + 1),
      );
      return stubReadingApi({
        plans: [{ ...NT_PLAN, duration_days: days, chapter_count: days }],
        chapters: { [NT_PLAN_ID]: chapters },
        completed: { [NT_PLAN_ID]: completed },
      });
    }

    async function choose(label: string) {
      const events = userEvent.setup();
      const card = await screen.findByRole('region', { name: 'Catch Up' }, { timeout: 3000 });
      await events.click(within(card).getByRole('button', { name: 'View Missed Readings' }));
      await events.click(within(card).getByRole('button', { name: label }));
      return { events, dialog: await screen.findByRole('dialog') };
    }

    /** Every place the screen names the day, and today's chapter. */
    async function expectDay(day: number, of: number, chapter: string) {
      const progress = await screen.findByRole('region', { name: 'Reading Progress' });
      await waitFor(() => expect(progress).toHaveTextContent(`Day ${day} of ${of}`));
      expect(describedValue(progress, 'Current Day')).toBe(String(day));
      const summary = screen.getByRole('region', { name: 'Progress Summary' });
      expect(describedValue(summary, 'Current day')).toBe(String(day));
      expect(describedValue(summary, 'Total days')).toBe(String(of));
      const todaysChapter = screen.getByRole('region', { name: "Today's Chapter" });
      expect(todaysChapter).toHaveTextContent(chapter);
      expect(within(todaysChapter).getByText(`Day ${day}`)).toBeInTheDocument();
      expect(within(todayPanel()).getByText(`Day ${day}`)).toBeInTheDocument();
    }

    it('picks up where the member left off, moving the end later, and undoes it', async () => {
      const api = planOf(4, ['nt-1', 'nt-3']);
      renderScreen();
      const { events, dialog } = await choose('Pick up where I left off');
      expect(dialog).toHaveAccessibleName('Pick up where you left off');
      expect(dialog).toHaveTextContent(
        "Matthew 2 becomes today's reading, and the rest of your plan moves 1 day later.",
      );
      expect(within(dialog).getByTestId('plan-end-preview')).toHaveTextContent(
        /^Your plan then ends on day 5 instead of day 4 \(.+, if you read every day\)\.$/,
      );
      await events.click(within(dialog).getByRole('button', { name: 'Move my plan' }));

      expect(await within(notifications()).findByText('Plan Adjusted')).toBeInTheDocument();
      expect(
        within(notifications()).getByText("Matthew 2 is today's reading."),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.queryByRole('region', { name: 'Catch Up' })).not.toBeInTheDocument();
      await expectDay(4, 5, 'Matthew 2');
      const body = api.fetchMock.mock.calls.find(([input]) =>
        String(input).endsWith('/schedule-adjustments'),
      );
      expect(JSON.parse(String(body?.[1]?.body))).toEqual({ kind: 'shift' });

      const note = await screen.findByTestId('schedule-adjustment');
      expect(note).toHaveTextContent(/^You moved your plan 1 day later on .+\./);
      await events.click(within(note).getByRole('button', { name: 'Undo this change' }));
      expect(await within(notifications()).findByText('Change Undone')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByTestId('schedule-adjustment')).not.toBeInTheDocument(),
      );
      expect(
        await screen.findByRole('region', { name: 'Catch Up' }, { timeout: 3000 }),
      ).toHaveTextContent('1 missed');
      // Back on the plan's days: day 4, with Matthew 2 (day 2's reading) missed and next.
      const progress = screen.getByRole('region', { name: 'Reading Progress' });
      await waitFor(() => expect(progress).toHaveTextContent('Day 4 of 4'));
      expect(within(todayPanel()).getByText('Day 2')).toBeInTheDocument();
    });

    it('spreads the missed readings over the days the member picks; the end holds', async () => {
      const api = planOf(6, ['nt-1', 'nt-4']);
      renderScreen();
      const { events, dialog } = await choose('Spread them out');
      expect(dialog).toHaveAccessibleName('Spread out your missed readings');
      const days = within(dialog).getByLabelText('Over how many days?');
      // From day 5 of 6, the two missed readings can take one or two days.
      expect(
        within(days)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['1 day', '2 days']);
      expect(dialog).toHaveTextContent(
        "We'll add 2 missed readings to your daily reading over the next 2 days, up to 1 extra chapter a day.",
      );
      await events.selectOptions(days, '1 day');
      expect(dialog).toHaveTextContent("We'll add 2 missed readings to today's reading.");
      await events.selectOptions(days, '2 days');
      expect(within(dialog).getByTestId('plan-end-preview')).toHaveTextContent(
        /^Your plan still ends on day 6 \(/,
      );
      await events.click(within(dialog).getByRole('button', { name: 'Spread them out' }));

      expect(
        await within(notifications()).findByText(
          'Your missed readings are spread over the next 2 days.',
        ),
      ).toBeInTheDocument();
      await expectDay(5, 6, 'Matthew 2');
      const body = api.fetchMock.mock.calls.find(([input]) =>
        String(input).endsWith('/schedule-adjustments'),
      );
      expect(JSON.parse(String(body?.[1]?.body))).toEqual({ kind: 'spread', days: 2 });
      expect(await screen.findByTestId('schedule-adjustment')).toHaveTextContent(
        /^You spread 2 missed readings over 2 days on .+\./,
      );
    });
  });

  it('tells the member when catching up fails', async () => {
    stubReadingApi({
      completed: { [NT_PLAN_ID]: ['nt-2'] },
      override: ({ url }) =>
        url.pathname.endsWith('/catch-up') ? jsonResponse(500, { error: 'Boom' }) : undefined,
    });
    const events = userEvent.setup();
    renderScreen();
    const card = await screen.findByRole('region', { name: 'Catch Up' }, { timeout: 3000 });
    await events.click(within(card).getByRole('button', { name: 'View Missed Readings' }));
    await events.click(within(card).getByRole('button', { name: 'Mark All as Read' }));

    expect(
      await within(notifications()).findByText(
        'Failed to mark chapters as read. Please try again.',
      ),
    ).toBeInTheDocument();
    const inline = within(card).getByRole('alert');
    expect(inline).toHaveTextContent('Error');
    expect(inline).toHaveTextContent('Failed to mark chapters as read. Please try again.');
    expect(within(card).getByText('1 missed')).toBeInTheDocument();
  });

  it('selects another plan from the Full Plan tab and starts it', async () => {
    const api = stubReadingApi();
    const events = userEvent.setup();
    const { location } = renderScreen();
    await waitForToday('Chapter 1 of 3');

    await events.click(screen.getByRole('tab', { name: /Full Plan|Plan/ }));
    expect(location().search).toBe('?tab=plan');
    const plans = await screen.findByRole('list', { name: 'Available Plans' });
    const planItem = (title: string) => {
      const item = within(plans).getByRole('heading', { name: title }).closest('li');
      if (!item) throw new Error(`No plan ${title}`);
      return within(item);
    };
    const first = planItem('New Testament Reading Plan');
    expect(first.getByRole('button', { name: 'Selected' })).toBeDisabled();
    const second = planItem('The Gospels in 30 Days');
    expect(second.getByText('30 days')).toBeInTheDocument();
    expect(second.getByText('About 45 minutes a day')).toBeInTheDocument();
    expect(second.getByText('Spend a month with Jesus.')).toBeInTheDocument();

    await events.click(second.getByRole('button', { name: 'Select' }));
    expect(second.getByRole('button', { name: 'Selected' })).toBeDisabled();
    expect(first.getByRole('button', { name: 'Select' })).toBeEnabled();
    expect(localStorage.getItem(selectedPlanStorageKey('user-1'))).toBe(GOSPELS_PLAN_ID);
    await waitFor(() =>
      expect(api.calls()).toContain(`POST /api/reading/plans/${GOSPELS_PLAN_ID}/start`),
    );

    await events.click(screen.getByRole('tab', { name: /Today/ }));
    expect(await waitForToday('Chapter 1 of 2')).toBeInTheDocument();
    expect(screen.getByText('The Gospels in 30 Days')).toBeInTheDocument();
  });

  it('opens the plan the member chose last time', async () => {
    localStorage.setItem(selectedPlanStorageKey('user-1'), GOSPELS_PLAN_ID);
    stubReadingApi({ started: [GOSPELS_PLAN_ID] });
    renderScreen();
    expect(await waitForToday('Chapter 1 of 2')).toBeInTheDocument();
  });

  it('shows the popup for an achievement the change earned', async () => {
    stubReadingApi({ earnOnFirstCompletion: [FIRST_CHAPTER_ACHIEVEMENT] });
    const events = userEvent.setup();
    renderScreen();
    await waitForToday('Chapter 1 of 3');
    await events.click(within(todayPanel()).getByRole('button', { name: 'Mark as Read' }));
    expect(await screen.findByText('First Chapter', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Complete your first chapter.')).toBeInTheDocument();
    expect(screen.getByText('+5 tokens')).toBeInTheDocument();
  });

  describe('when plans cannot be loaded', () => {
    it("says so with 'Bible Reading Plan', the message, a toast and a Retry that reloads", async () => {
      stubReadingApi({
        override: ({ url }) =>
          url.pathname === '/api/reading/plans'
            ? jsonResponse(400, { error: 'Database unavailable' })
            : undefined,
      });
      const events = userEvent.setup();
      renderScreen();

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Bible Reading Plan' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to load reading plans: Database unavailable',
      );
      expect(await within(notifications()).findByText('Error Loading Plans')).toBeInTheDocument();
      expect(within(notifications()).getByText('Database unavailable')).toBeInTheDocument();
      expect(console.error).toHaveBeenCalledWith(
        'Failed to fetch reading plans: Database unavailable',
        expect.anything(),
      );
      await events.click(screen.getByRole('button', { name: 'Retry' }));
      expect(reloadPage).toHaveBeenCalled();
    });

    it('says there are no plans when the list is empty', async () => {
      stubReadingApi({ plans: [] });
      renderScreen();
      expect(
        await screen.findByText('No reading plans available. Please try again later.'),
      ).toBeInTheDocument();
      expect(await within(notifications()).findByText('No Reading Plans')).toBeInTheDocument();
      expect(
        within(notifications()).getByText(
          'Unable to load any reading plans. Please try again later.',
        ),
      ).toBeInTheDocument();
    });
  });

  it('says a plan has no chapters, with a Retry that asks again', async () => {
    const api = stubReadingApi({ chapters: {} });
    const events = userEvent.setup();
    renderScreen();
    expect(
      await screen.findByText('No chapters found for this reading plan.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(await within(notifications()).findByText('No Chapters Found')).toBeInTheDocument();
    expect(
      within(notifications()).getByText('This reading plan has no chapters available.'),
    ).toBeInTheDocument();

    const before = api.calls().filter((call) => call.endsWith('/chapters')).length;
    await events.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(api.calls().filter((call) => call.endsWith('/chapters')).length).toBe(before + 1),
    );
  });

  it("shows 'Failed to load chapters: ...' when the chapters fail", async () => {
    stubReadingApi({
      override: ({ url }) =>
        url.pathname.endsWith('/chapters')
          ? jsonResponse(404, { error: 'Reading plan not found' })
          : undefined,
    });
    renderScreen();
    expect(
      await screen.findByText(
        'Failed to load chapters: Reading plan not found',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(await within(notifications()).findByText('Error Loading Chapters')).toBeInTheDocument();
  });
});
