import { memberDeviceEndpoints } from '@manna/shared';
import { describe, expect, it } from 'vitest';
import { memberClient, readAs } from '../../testing/member-client';
import { useTestApp } from '../../testing/test-app';

describe('reader preferences', () => {
  const t = useTestApp();
  const read = readAs(t);
  const preferences = { translation: 'web', font_family: 'georgia', font_size: 20 } as const;

  it('are null until the member saves them, then follow the member', async () => {
    const member = await t.signUp();
    expect(await read(member, memberDeviceEndpoints.readerPreferences)).toEqual({
      preferences: null,
    });
    expect(
      await read(member, memberDeviceEndpoints.saveReaderPreferences, { body: preferences }),
    ).toEqual({
      preferences,
    });
    expect(await read(member, memberDeviceEndpoints.readerPreferences)).toEqual({ preferences });
  });

  it("are each member's own", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    await read(owner, memberDeviceEndpoints.saveReaderPreferences, { body: preferences });
    expect(await read(other, memberDeviceEndpoints.readerPreferences)).toEqual({
      preferences: null,
    });
    await read(other, memberDeviceEndpoints.saveReaderPreferences, {
      body: { translation: 'kjv', font_family: 'inter', font_size: 14 },
    });
    expect(await read(owner, memberDeviceEndpoints.readerPreferences)).toEqual({ preferences });
  });

  it.each([
    ['an unknown translation', { ...preferences, translation: 'xyz' }],
    ['a size off the list', { ...preferences, font_size: 90 }],
    ['a family that is not an id', { ...preferences, font_family: '<script>' }],
    ['a missing field', { translation: 'kjv', font_size: 16 }],
  ])('refuses %s with 400', async (_case, body) => {
    const member = await t.signUp();
    const response = await memberClient(t, member).send(
      'PUT',
      memberDeviceEndpoints.saveReaderPreferences.path,
      body,
    );
    expect(response.status).toBe(400);
    expect(await read(member, memberDeviceEndpoints.readerPreferences)).toEqual({
      preferences: null,
    });
  });
});
