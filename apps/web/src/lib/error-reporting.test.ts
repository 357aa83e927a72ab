import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from './error-reporting';

describe('reportError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the error with its context to the server', () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));

    reportError(new Error('Failed to mark chapter as completed: timeout'), 'reading');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/client-errors');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      message: 'Failed to mark chapter as completed: timeout',
      context: 'reading',
      path: '/',
    });
  });

  it('never throws, even when fetch itself throws', () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => {
      throw new TypeError('blocked');
    });
    expect(() => reportError('plain string', 'query')).not.toThrow();
  });
});
