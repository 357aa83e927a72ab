import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { whenFirstScreenShown } from './first-screen';

/**
 * A react-hook-form resolver that checks with a zod schema from a module loaded on first use,
 * with zod and the resolver. A form paints without them (zod is the largest part of a form
 * screen's first load, docs/decisions/005-first-load-budget.md) and its messages are the
 * schema's all the same. `schemaOf` picks the schema from the module, for the values being
 * checked. The form asks for the load as it mounts (`preload`), and it starts once the first
 * screen has shown its content (first-screen.ts), so it is there by the time the member submits.
 * Started at once, it could arrive before a screen whose heading waits for its own code, and
 * count in that screen's first load (npm run bench).
 */
export function lazyZodResolver<Module, Input extends FieldValues, Output extends FieldValues>(
  loadModule: () => Promise<Module>,
  schemaOf: (module: Module, values: Input) => z4.$ZodType<Output, Input>,
): Resolver<Input, unknown, Output> & { preload: () => void } {
  let loaded: Promise<[typeof import('@hookform/resolvers/zod'), Module]> | undefined;
  const load = () => {
    // A failed load (offline, a new deploy) is tried again by the next check.
    loaded ??= Promise.all([import('@hookform/resolvers/zod'), loadModule()]).catch(
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const [{ zodResolver }, module] = await load();
    const check = zodResolver(schemaOf(module, values)) as Resolver<Input, unknown, Output>;
    return check(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () => {
      // A failure is the first check's to report.
      void whenFirstScreenShown()
        .then(load)
        .catch(() => undefined);
    },
  });
}
