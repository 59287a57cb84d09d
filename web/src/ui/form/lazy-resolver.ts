import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded with the form's first validation (its first submit), not with the page:
 * the public forms' zod schemas would otherwise bring zod (22 kB gzip) into the first load of
 * /auth and the password pages. A failed load is tried again on the next submit.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the context type of react-hook-form's own Resolver default
export function lazyResolver<T extends FieldValues, Context = any, Output = T>(load: () => Promise<Resolver<T, Context, Output>>): Resolver<T, Context, Output> {
  let loading: Promise<Resolver<T, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
