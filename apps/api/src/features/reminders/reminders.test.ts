import {
  DEFAULT_COMMUNITY_SETTINGS,
  DEFAULT_REMINDER,
  remindersEndpoints as endpoints,
  REMINDER_DAY_INVALID,
  REMINDER_DAYS_REQUIRED,
  REMINDER_MESSAGE_REQUIRED,
  REMINDER_MESSAGE_TOO_LONG,
  REMINDER_NOT_FOUND,
  REMINDER_TIME_INVALID,
  REMINDER_TITLE_REQUIRED,
  REMINDER_TITLE_TOO_LONG,
  type Reminder,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reminders } from '../../db/schema';
import { NOTHING_TO_UPDATE } from '../../lib/domain-errors';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';
import { setCommunitySettings } from '../settings/community-settings';

const EVENING = {
  title: 'Evening psalm',
  message: 'Read a psalm before bed.',
  time: '21:30',
  days_of_week: [6, 0],
};

describe('reminders', () => {
  const t = useTestApp();
  const read = readAs(t);
  const list = async (member: TestMember) => (await read(member, endpoints.list)).reminders;
  const post = (member: TestMember, body: unknown) =>
    memberClient(t, member).post('/api/reminders', body);
  const patch = (member: TestMember, id: string, body: unknown) =>
    memberClient(t, member).patch(`/api/reminders/${id}`, body);
  const remove = (member: TestMember, id: string) =>
    memberClient(t, member).delete(`/api/reminders/${id}`);

  async function addReminder(member: TestMember, body = EVENING): Promise<Reminder> {
    return (await read(member, endpoints.create, { body, status: 201 })).reminder;
  }

  describe('the default reminder', () => {
    it('is given to a member who has none, daily at 08:00 and enabled', async () => {
      const member = await t.signUp();
      const [reminder, ...others] = await list(member);
      expect(others).toEqual([]);
      expect(reminder).toMatchObject({
        type: 'bible_reading',
        title: 'Bible Reading Reminder',
        message: 'Time for your daily Bible reading!',
        time: '08:00',
        enabled: true,
        days_of_week: [0, 1, 2, 3, 4, 5, 6],
      });
    });

    it('is made once, however many requests ask at the same moment', async () => {
      const member = await t.signUp();
      const answers = await Promise.all(Array.from({ length: 5 }, () => list(member)));
      const ids = new Set(answers.flat().map((reminder) => reminder.id));
      expect(ids.size).toBe(1);
      const rows = await t.db
        .select({ id: reminders.id })
        .from(reminders)
        .where(eq(reminders.user_id, member.id));
      expect(rows).toHaveLength(1);
    });

    it('is not added beside reminders the member already has', async () => {
      const member = await t.signUp();
      const added = await addReminder(member);
      expect(await list(member)).toEqual([added]);
    });

    it("starts at the community's reminder time", async () => {
      await setCommunitySettings(t.db, {
        ...DEFAULT_COMMUNITY_SETTINGS,
        default_reminder_time: '06:45',
      });
      try {
        const [reminder] = await list(await t.signUp());
        expect(reminder?.time).toBe('06:45');
        expect(reminder?.title).toBe(DEFAULT_REMINDER.title);
      } finally {
        await setCommunitySettings(t.db, DEFAULT_COMMUNITY_SETTINGS);
      }
    });
  });

  it('adds a reminder with its days as a set in the order of the week', async () => {
    const member = await t.signUp();
    const reminder = await addReminder(member, { ...EVENING, days_of_week: [6, 0, 6] });
    expect(reminder).toMatchObject({
      title: 'Evening psalm',
      message: 'Read a psalm before bed.',
      time: '21:30',
      enabled: true,
      days_of_week: [0, 6],
    });
    expect(await list(member)).toEqual([reminder]);
  });

  it('changes, disables and deletes a reminder', async () => {
    const member = await t.signUp();
    const reminder = await addReminder(member);
    const { reminder: changed } = await read(member, endpoints.update, {
      params: { id: reminder.id },
      body: { time: '22:00', days_of_week: [3] },
    });
    expect(changed).toMatchObject({ time: '22:00', days_of_week: [3], enabled: true });
    const { reminder: disabled } = await read(member, endpoints.update, {
      params: { id: reminder.id },
      body: { enabled: false },
    });
    expect(disabled).toMatchObject({ time: '22:00', enabled: false, title: 'Evening psalm' });
    expect((await remove(member, reminder.id)).status).toBe(204);
    await expectError(await remove(member, reminder.id), 404, REMINDER_NOT_FOUND);
  });

  it("answers 404 for another member's reminder and leaves it alone", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const reminder = await addReminder(owner);
    await expectError(await patch(other, reminder.id, { enabled: false }), 404, REMINDER_NOT_FOUND);
    await expectError(await remove(other, reminder.id), 404, REMINDER_NOT_FOUND);
    expect((await list(other)).map((item) => item.id)).not.toContain(reminder.id);
    expect(await list(owner)).toEqual([reminder]);
  });

  it('answers 404 for an id that is not there or not an id', async () => {
    const member = await t.signUp();
    await expectError(await patch(member, UNKNOWN_ID, { enabled: false }), 404, REMINDER_NOT_FOUND);
    await expectError(await remove(member, 'not-an-id'), 404, REMINDER_NOT_FOUND);
  });

  it('refuses a change that changes nothing', async () => {
    const member = await t.signUp();
    const reminder = await addReminder(member);
    await expectError(await patch(member, reminder.id, {}), 400, NOTHING_TO_UPDATE);
  });

  it.each([
    ['no title', { title: '  ' }, REMINDER_TITLE_REQUIRED],
    ['a long title', { title: 'a'.repeat(101) }, REMINDER_TITLE_TOO_LONG],
    ['no message', { message: '' }, REMINDER_MESSAGE_REQUIRED],
    ['a long message', { message: 'a'.repeat(301) }, REMINDER_MESSAGE_TOO_LONG],
    ['a time past midnight', { time: '24:00' }, REMINDER_TIME_INVALID],
    ['a time without minutes', { time: '8' }, REMINDER_TIME_INVALID],
    ['no days', { days_of_week: [] }, REMINDER_DAYS_REQUIRED],
    ['a day past Saturday', { days_of_week: [7] }, REMINDER_DAY_INVALID],
    ['a fractional day', { days_of_week: [1.5] }, REMINDER_DAY_INVALID],
  ])('refuses a reminder with %s', async (_, bent, message) => {
    const member = await t.signUp();
    await expectError(await post(member, { ...EVENING, ...bent }), 400, message);
    const reminder = await addReminder(member);
    await expectError(await patch(member, reminder.id, bent), 400, message);
  });

  it('keeps a title of exactly 100 characters and a message of 300', async () => {
    const member = await t.signUp();
    const reminder = await addReminder(member, {
      ...EVENING,
      title: 'a'.repeat(100),
      message: 'b'.repeat(300),
    });
    expect(reminder.title).toHaveLength(100);
    expect(reminder.message).toHaveLength(300);
  });

  it('answers a visitor with 401', async () => {
    expect((await memberClient(t).call(endpoints.list)).status).toBe(401);
  });
});
