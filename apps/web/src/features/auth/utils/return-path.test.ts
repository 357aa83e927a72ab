import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, parseReturnPath, resolveReturnPath } from './return-path';

describe('buildLoginRedirect', () => {
  it('encodes the original path and query into the return parameter', () => {
    expect(buildLoginRedirect('/settings', '?tab=account')).toBe(
      '/login?return=%2Fsettings%3Ftab%3Daccount',
    );
    expect(buildLoginRedirect('/home', '')).toBe('/login?return=%2Fhome');
  });
});

describe('parseReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(parseReturnPath('/settings?tab=account')).toBe('/settings?tab=account');
    expect(parseReturnPath('/admin')).toBe('/admin');
  });

  it.each([
    '',
    null,
    undefined,
    '//evil.com',
    '//evil.com/home',
    'https://x',
    'javascript:alert(1)',
    'home',
    '/\\evil.com',
    '/\t/evil.com',
    '/home\u0000',
    '/login?return=%2Fhome',
    '/register',
  ])('rejects %s', (value) => {
    expect(parseReturnPath(value)).toBeNull();
  });

  it('falls back to /home', () => {
    expect(resolveReturnPath('//evil.com')).toBe('/home');
    expect(resolveReturnPath('/settings')).toBe('/settings');
  });
});
