import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { makePrayer } from '@/features/prayers/testing/prayer-fixtures';
import { stubTestimoniesApi } from '@/features/testimonies/testing/fake-testimonies-api';
import { buildUser, renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';
import { NewTestimonyRoute } from './new-testimony';
import { TestimonyRoute } from './testimony';

const ANSWERED = makePrayer({
  id: 'p-mum',
  title: 'Healing for Mum',
  content: 'Strengthen her.',
  is_answered: true,
  answer_details: 'The scan was clear.',
});

function renderNewTestimony(path: string) {
  return renderRoutesAsMember(
    [
      { path: paths.app.newTestimony.path, element: <NewTestimonyRoute /> },
      { path: paths.app.testimony.path, element: <TestimonyRoute /> },
    ],
    { path, member: buildUser({ id: 'user-1' }) },
  );
}

describe('NewTestimonyRoute', () => {
  setupFakeApiSuite();

  it('starts from the answered prayer given as ?prayer= and links the testimony to it', async () => {
    const { testimonies } = stubTestimoniesApi({ prayers: [ANSWERED] });
    const { user } = renderNewTestimony('/testimonies/new?prayer=p-mum');

    expect(await screen.findByLabelText('Title')).toHaveValue('Healing for Mum');
    expect(screen.getByLabelText('Your story')).toHaveValue(
      'I prayed: Strengthen her.\n\nHow God answered: The scan was clear.',
    );
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
    expect(testimonies().map((testimony) => testimony.prayer_id)).toEqual(['p-mum']);
  });

  it('starts blank, and says so, when the prayer is not the member’s', async () => {
    stubTestimoniesApi({ prayers: [] });
    renderNewTestimony('/testimonies/new?prayer=someone-elses');
    expect(
      await screen.findByText('That prayer could not be found, so this testimony starts blank.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('starts blank without a prayer', async () => {
    const { calls } = stubTestimoniesApi();
    renderNewTestimony('/testimonies/new');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText(/From your prayer/)).not.toBeInTheDocument();
    expect(calls()).toEqual([]);
  });
});
