import { diagnosticsEndpoints, memberDeviceEndpoints, scriptureEndpoints } from '@manna/shared';
import { describe, expect, it } from 'vitest';
import { memberClient, readAs } from '../../testing/member-client';
import { useTestApp } from '../../testing/test-app';

describe('diagnostics', () => {
  const t = useTestApp();
  const read = readAs(t);

  it("answers a member the server's time, a database round trip and scripture's status, and nothing of the server's internals", async () => {
    const member = await t.signUp();
    const before = Date.now();
    const diagnostics = await read(member, diagnosticsEndpoints.get);
    expect(Date.parse(diagnostics.server_time)).toBeGreaterThanOrEqual(before - 1000);
    expect(diagnostics.database_round_trip_ms).toBeGreaterThanOrEqual(0);
    // The tests' server has no API.Bible key.
    expect(diagnostics.scripture).toEqual({ configured: false, status: 'not-configured' });
    expect(diagnostics).not.toHaveProperty('server');
  });

  it("answers an admin the database's kind, the latest migration and the background queue", async () => {
    const admin = await t.signUpAdmin();
    const { server } = await read(admin, diagnosticsEndpoints.get);
    expect(server?.database_kind).toMatch(/^(pglite|postgres)$/);
    expect(server?.latest_migration).toMatch(/^\d{4}_[a-z0-9_]+$/);
    expect(server?.background_queue_size).toBeGreaterThanOrEqual(0);
  });

  it('answers a visitor 401', async () => {
    const response = await memberClient(t).call(diagnosticsEndpoints.get);
    expect(response.status).toBe(401);
  });
});

describe('a passage says where its text came from', () => {
  const t = useTestApp();

  it("answers the bundled translations' John 3:16 as bundled, and a licensed one read as KJV without a key as bundled too", async () => {
    const member = await t.signUp();
    for (const translation of ['kjv', 'web', 'niv'] as const) {
      const passage = await readAs(t)(member, scriptureEndpoints.passage, {
        query: { reference: 'John 3:16', translation },
      });
      expect(passage.source, translation).toBe('bundled');
    }
  });
});

describe('session token', () => {
  const t = useTestApp();

  it("gives the member their session cookie's value, never to be cached", async () => {
    const member = await t.signUp();
    const response = await memberClient(t, member).call(memberDeviceEndpoints.sessionToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body: unknown = await response.json();
    expect(body).toMatchObject({ user_id: member.id });
    const cookieValue = decodeURIComponent(member.cookie.split('=').slice(1).join('='));
    expect(body).toMatchObject({ token: cookieValue });
  });

  it('refuses a request another site started', async () => {
    const member = await t.signUp();
    const response = await t.request(memberDeviceEndpoints.sessionToken.path, {
      cookie: member.cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
  });
});
