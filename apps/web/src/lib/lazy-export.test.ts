import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from './lazy-export';

const offline = (isOffline: boolean) =>
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);

describe('loadWhenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks again once the network is back when a load failed offline', async () => {
    offline(true);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const loaded = vi.fn();
    const loading = loadWhenOnline(load).then(loaded);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(loaded).not.toHaveBeenCalled();

    offline(false);
    window.dispatchEvent(new Event('online'));
    await loading;
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toHaveBeenCalledWith('module');
  });

  it('fails as the load did when the network was there', async () => {
    offline(false);
    const broken = new Error('The home screen broke');
    await expect(loadWhenOnline(() => Promise.reject(broken))).rejects.toBe(broken);
  });
});
