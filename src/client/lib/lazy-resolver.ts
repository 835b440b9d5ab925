import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (the zod schema and zodResolver) loads on the first
 * validation, so a page's first load does not carry the validation library. A failed load is
 * retried on the next validation.
 */
export function lazyResolver<TFieldValues extends FieldValues, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, unknown, TTransformed>>,
): Resolver<TFieldValues, unknown, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, unknown, TTransformed>> | null = null;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
