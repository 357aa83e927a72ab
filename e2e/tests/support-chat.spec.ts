import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, memberBrowser, newMember, test } from '../support/fixtures';
import { holdRequests } from '../support/hold-requests';

// Support chat (docs/product/support.md): a member writes from Contact us, an admin answers from
// /admin/chat, each in a browser of their own, and every message appears on the other side
// without a reload (Server-Sent Events).

const messagesOf = (page: Page) => page.getByRole('log', { name: 'Messages' });
const settingsEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Settings/ });

test.describe('support chat', () => {
  test('a member and an admin talk live, and the member sees a badge for an unread reply', async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    expect(admin.email).toBeTruthy();
    const tag = randomUUID().slice(0, 8);
    const name = `Joanna ${tag}`;
    const question = `How do I restart my plan? (${tag})`;

    // The admin's inbox is open before the member writes.
    await page.goto('/admin/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

    const member = await memberBrowser(browser, baseURL, newMember({ name }));
    await member.goto('/settings');
    await member.getByRole('link', { name: /Contact us/ }).click();
    await expect(member).toHaveURL(/\/settings\/contact$/);
    await expect(member.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const box = member.getByRole('textbox', { name: 'Message' });
    await box.fill(question);
    await box.press('Enter');
    await expect(messagesOf(member).getByText(question)).toBeVisible();
    await expect(box).toHaveValue('');

    // It appears in the admin's list without a reload; the admin opens it and replies.
    const row = page
      .getByRole('list', { name: 'Open conversations' })
      .getByRole('link', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('1 unread');
    await row.click();
    const conversation = page.getByRole('article', { name, exact: true });
    await expect(messagesOf(page).getByText(question)).toBeVisible();
    const answer = `Open the plan and choose Start over: https://example.org/help (${tag})`;
    const reply = conversation.getByRole('textbox', { name: 'Reply' });
    await reply.fill(answer);
    await reply.press('Enter');
    await expect(messagesOf(page).getByText(/Open the plan and choose Start over/)).toBeVisible();

    // The member, still on Contact us, sees the reply arrive, its address a safe link.
    const answered = messagesOf(member).getByText(/Open the plan and choose Start over/);
    await expect(answered).toBeVisible();
    const link = messagesOf(member).getByRole('link', { name: 'https://example.org/help' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    // Away from the conversation, the next reply shows as a badge on Settings.
    await member
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(member).toHaveURL(/\/home$/);
    const followUp = `Did that work? (${tag})`;
    await reply.fill(followUp);
    await reply.press('Enter');
    await expect(messagesOf(page).getByText(followUp)).toBeVisible();
    await expect(settingsEntry(member)).toHaveAccessibleName(/1 new reply from the staff/);

    // Reading it clears the badge.
    await settingsEntry(member).click();
    await member.getByRole('link', { name: /Contact us/ }).click();
    await expect(messagesOf(member).getByText(followUp)).toBeVisible();
    await expect(settingsEntry(member)).toHaveAccessibleName('Settings');

    // The admin closes it; the member's next message opens it again.
    await conversation.getByRole('button', { name: 'Close conversation' }).click();
    await expect(conversation.getByRole('button', { name: 'Reopen conversation' })).toBeVisible();
    await expect(member.getByText('This conversation is closed')).toBeVisible();
    await box.fill(`Yes, thank you! (${tag})`);
    await box.press('Enter');
    await expect(conversation.getByRole('button', { name: 'Close conversation' })).toBeVisible();
    await expect(messagesOf(page).getByText(`Yes, thank you! (${tag})`)).toBeVisible();
    await member.context().close();
  });

  for (const [device, viewport] of [
    ['a computer', { width: 1280, height: 720 }],
    ['a phone', { width: 375, height: 740 }],
  ] as const) {
    test(`on ${device}, Send stays where it is while the conversation loads`, async ({
      page,
      member,
    }) => {
      expect(member.email).toBeTruthy();
      await page.setViewportSize(viewport);
      // The conversation's messages arrive only once the screen has been measured without them.
      const release = await holdRequests(page, /\/api\/support\/messages(\?|$)/);
      await page.goto('/settings/contact');
      await expect(page.getByRole('status').getByText('Loading messages')).toBeVisible();
      const send = page.getByRole('button', { name: 'Send' });
      const whileLoading = await send.boundingBox();
      expect(whileLoading).not.toBeNull();

      release();
      await expect(messagesOf(page).getByText('No messages', { exact: true })).toBeVisible();
      expect(await send.boundingBox()).toEqual(whileLoading);
    });
  }

  test('the contact screen and the inbox pass axe', async ({ page, admin, browser, baseURL }) => {
    expect(admin.email).toBeTruthy();
    const tag = randomUUID().slice(0, 8);
    const member = await memberBrowser(browser, baseURL, newMember({ name: `Dorcas ${tag}` }));
    await member.goto('/settings/contact');
    await member.getByRole('textbox', { name: 'Message' }).fill(`An accessible question (${tag})`);
    await member.getByRole('button', { name: 'Send' }).click();
    await expect(messagesOf(member).getByText(`An accessible question (${tag})`)).toBeVisible();
    expect(await axeViolations(member)).toEqual([]);
    await member.context().close();

    await page.goto('/admin/chat');
    await page.getByRole('link', { name: new RegExp(`Dorcas ${tag}`) }).click();
    await expect(messagesOf(page).getByText(`An accessible question (${tag})`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
