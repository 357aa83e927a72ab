import { TOPIC_TITLE_FIELD_MESSAGE, TOPIC_TITLE_REQUIRED } from '@manna/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubJournalApi } from '../testing/fake-journal-api';
import { makeTopic } from '../testing/journal-fixtures';
import { renderJournal } from '../testing/render-journal';

describe('TopicForm', () => {
  setupFakeApiSuite();

  it('creates a topic with the documented defaults and opens it', async () => {
    const api = stubJournalApi();
    const { user, location } = renderJournal('/journal/new');
    // The heading shows at once; the form's code loads after it.
    expect(screen.getByRole('heading', { level: 1, name: 'New topic' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveValue('active');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Target' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), '  My family ');
    await user.type(screen.getByRole('textbox', { name: 'Goal (optional)' }), 'Peace at home');
    await user.click(screen.getByRole('button', { name: 'Create topic' }));

    await waitFor(() => expect(location().pathname).toMatch(/^\/journal\/topic-new-\d+$/));
    const post = api.calls().find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/journal/topics');
    expect(post?.body).toEqual({
      title: 'My family',
      description: null,
      goal: 'Peace at home',
      status: 'active',
      color: 'blue',
      icon: 'target',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My family' })).toBeInTheDocument();
  });

  it("says 'Give your topic a title' under an empty title, not the API's words", async () => {
    const api = stubJournalApi();
    const { user } = renderJournal('/journal/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Create topic' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription(TOPIC_TITLE_FIELD_MESSAGE));
    expect(title).toBeInvalid();
    expect(TOPIC_TITLE_FIELD_MESSAGE).toBe('Give your topic a title');
    expect(screen.queryByText(TOPIC_TITLE_REQUIRED)).not.toBeInTheDocument();
    expect(api.calls().filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's message as 'Failed to create journal topic: …'", async () => {
    stubJournalApi({
      override: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/journal/topics'
          ? jsonResponse(400, { error: TOPIC_TITLE_REQUIRED })
          : undefined,
    });
    const { user } = renderJournal('/journal/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Family');
    await user.click(screen.getByRole('button', { name: 'Create topic' }));
    expect(
      await screen.findByText(`Failed to create journal topic: ${TOPIC_TITLE_REQUIRED}`),
    ).toBeInTheDocument();
  });

  it('edits a topic: status, colour and icon, then back to the topic', async () => {
    const api = stubJournalApi({
      topics: [makeTopic({ id: 't1', title: 'Work', description: 'The office' })],
    });
    const { user, location } = renderJournal('/journal/t1/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit topic' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Work');
    await user.clear(screen.getByRole('textbox', { name: 'Description (optional)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    await user.click(screen.getByRole('radio', { name: 'Purple' }));
    await user.click(screen.getByRole('radio', { name: 'Work' }));
    await user.click(screen.getByRole('button', { name: 'Save topic' }));

    await waitFor(() => expect(location().pathname).toBe('/journal/t1'));
    expect(api.calls().find((call) => call.method === 'PATCH')?.body).toEqual({
      title: 'Work',
      description: null,
      goal: null,
      status: 'completed',
      color: 'purple',
      icon: 'briefcase',
    });
    // The form's own 'Completed' option must not answer for the topic's status badge.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Edit topic' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText('Completed')).toBeInTheDocument();
  });

  it("shows 'Failed to update journal topic: …' when saving fails", async () => {
    stubJournalApi({
      topics: [makeTopic({ id: 't1', title: 'Work' })],
      override: ({ method }) =>
        method === 'PATCH' ? jsonResponse(500, { error: 'Server busy' }) : undefined,
    });
    const { user } = renderJournal('/journal/t1/edit');
    await user.click(await screen.findByRole('button', { name: 'Save topic' }));
    expect(
      await screen.findByText('Failed to update journal topic: Server busy'),
    ).toBeInTheDocument();
  });
});
