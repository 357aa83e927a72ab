import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';

describe('PATCH /api/me', () => {
  const t = useTestApp({ seed: false });

  it('updates the full name and time zone', async () => {
    const member = await t.signUp({ name: 'Priscilla' });
    const response = await t.request('/api/me', {
      method: 'PATCH',
      cookie: member.cookie,
      json: { full_name: '  Priscilla of Rome ', time_zone: 'America/Chicago' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      user: { profile: { full_name: 'Priscilla of Rome' }, time_zone: 'America/Chicago' },
    });
  });

  it.each([
    [{ full_name: '   ' }, 'Please enter your full name'],
    [{ time_zone: 'Mars/Olympus_Mons' }, 'Unknown time zone'],
  ])('refuses %j with 400 and a message', async (json, message) => {
    const member = await t.signUp();
    const response = await t.request('/api/me', { method: 'PATCH', cookie: member.cookie, json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const member = await t.signUp();
    const response = await t.request('/api/me', {
      method: 'PATCH',
      cookie: member.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{"full_name": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/JSON/) });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
