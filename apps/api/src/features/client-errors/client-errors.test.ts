import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';

describe('POST /api/client-errors', () => {
  const t = useTestApp({ seed: false });

  it('accepts a report', async () => {
    const member = await t.signUp();
    const response = await t.request('/api/client-errors', {
      method: 'POST',
      cookie: member.cookie,
      json: {
        message: 'Failed to mark chapter as completed: timeout',
        context: 'reading',
        path: '/reading',
      },
    });
    expect(response.status).toBe(204);
  });

  it('refuses a report without a message', async () => {
    const response = await t.request('/api/client-errors', {
      method: 'POST',
      json: { message: ' ' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'message is required' });
  });
});
