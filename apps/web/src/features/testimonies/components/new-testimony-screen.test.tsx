import { CONTENT_REQUIRED, TESTIMONY_TITLE_REQUIRED } from '@manna/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubTestimoniesApi } from '../testing/fake-testimonies-api';
import { renderTestimonyRoutes } from '../testing/render-testimony-routes';
import { makeAnsweredPrayer } from '../testing/testimony-fixtures';
import { NewTestimonyScreen } from './new-testimony-screen';

const posts = (calls: ReturnType<typeof stubTestimoniesApi>['calls']) =>
  calls()
    .filter((request) => request.method === 'POST')
    .map((request) => request.body);

describe('NewTestimonyScreen', () => {
  setupFakeApiSuite();

  it('says what is missing, in the words of the shared schema, and sends nothing', async () => {
    const { calls } = stubTestimoniesApi();
    const { user } = renderTestimonyRoutes('/testimonies/new');

    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText(TESTIMONY_TITLE_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(CONTENT_REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(posts(calls)).toEqual([]);
  });

  it('sends it for review, says it will appear once reviewed, and opens it', async () => {
    const { calls } = stubTestimoniesApi();
    const { user, location } = renderTestimonyRoutes('/testimonies/new');

    await user.type(screen.getByLabelText('Title'), ' Rain for the farms ');
    await user.type(screen.getByLabelText('Your story'), 'We prayed, and it rained.');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText('Testimony sent for review')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Thank you for sharing. It will appear to others once it has been reviewed.',
      ),
    ).toBeInTheDocument();
    expect(location().pathname).toBe('/testimonies/created-1');
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { title: 'Rain for the farms', content: 'We prayed, and it rained.', prayer_id: null },
    ]);
  });

  it('starts from a prayer’s draft and sends the prayer with it', async () => {
    const { calls } = stubTestimoniesApi({
      prayers: [makeAnsweredPrayer()],
    });
    const { user } = renderTestimonyRoutes('/testimonies/new', {
      newTestimony: (
        <NewTestimonyScreen
          draft={{
            title: 'Healing for Mum',
            content: 'I prayed: Strengthen her.',
            prayer_id: 'p-mum',
            prayer_title: 'Healing for Mum',
          }}
        />
      ),
    });

    expect(screen.getByText(/From your prayer/)).toHaveTextContent(
      'From your prayer “Healing for Mum”.',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Healing for Mum');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Testimony sent for review')).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      { title: 'Healing for Mum', content: 'I prayed: Strengthen her.', prayer_id: 'p-mum' },
    ]);
  });

  it('keeps the words when sending fails', async () => {
    stubTestimoniesApi({
      override: ({ method }) =>
        method === 'POST' ? jsonResponse(503, { error: 'Please try again shortly' }) : undefined,
    });
    const { user, location } = renderTestimonyRoutes('/testimonies/new');
    await user.type(screen.getByLabelText('Title'), 'Rain');
    await user.type(screen.getByLabelText('Your story'), 'It rained.');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your testimony could not be sent');
    expect(alert).toHaveTextContent('Please try again shortly');
    expect(screen.getByLabelText('Your story')).toHaveValue('It rained.');
    expect(location().pathname).toBe('/testimonies/new');
  });
});
