import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const schemas = {
  title: z.object({ title: z.string().trim().min(1, 'Give it a title') }),
};
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('checks with the loaded schema and answers its messages and output', async () => {
    const load = vi.fn(async () => schemas);
    const resolver = lazyZodResolver(load, (module) => module.title);

    const refused = await resolver({ title: ' ' }, undefined, options);
    expect(refused.errors.title?.message).toBe('Give it a title');

    const accepted = await resolver({ title: ' Psalm 23 ' }, undefined, options);
    expect(accepted.values).toEqual({ title: 'Psalm 23' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('picks the schema for the values being checked', async () => {
    const entry = {
      strict: z.object({ title: z.string().min(1, 'Give it a title'), strict: z.boolean() }),
      loose: z.object({ title: z.string(), strict: z.boolean() }),
    };
    const resolver = lazyZodResolver(
      async () => entry,
      (module, values: { title: string; strict: boolean }) =>
        values.strict ? module.strict : module.loose,
    );
    expect((await resolver({ title: '', strict: false }, undefined, options)).errors).toEqual({});
    expect(
      (await resolver({ title: '', strict: true }, undefined, options)).errors.title?.message,
    ).toBe('Give it a title');
  });

  it('starts loading on preload once the first screen has shown, once', async () => {
    // A fresh gate: it opens once per page load, and another file may have opened it.
    vi.resetModules();
    const [{ lazyZodResolver: freshResolver }, { markFirstScreenShown }] = await Promise.all([
      import('./lazy-zod-resolver'),
      import('./first-screen'),
    ]);
    const load = vi.fn(async () => schemas);
    const resolver = freshResolver(load, (module) => module.title);

    resolver.preload();
    resolver.preload();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    markFirstScreenShown();
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    expect((await resolver({ title: 'Psalm 23' }, undefined, options)).values).toEqual({
      title: 'Psalm 23',
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads again at the next check after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof schemas>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(schemas);
    const resolver = lazyZodResolver(load, (module) => module.title);

    await expect(resolver({ title: 'Psalm 23' }, undefined, options)).rejects.toThrow('offline');
    expect((await resolver({ title: 'Psalm 23' }, undefined, options)).values).toEqual({
      title: 'Psalm 23',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
