import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { MerchantLogin, MerchantLoginSchema } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import {
  adminLoginResolver,
  merchantLoginResolver,
  preloadAuthValidation,
} from '../lazy-auth-resolvers';
import { TextField } from './text-field';
import { useText } from '@client/i18n/use-text';
import { authText } from '../auth-text';

/** The merchant's and the admin's sign-in take the same schema. */
export type LoginValues = z.output<typeof MerchantLoginSchema>;

/** The merchant and the admin sign in with the same two fields; only the names differ. */
const VARIANTS = {
  merchant: { idPrefix: 'login', submit: 'signIn', resolver: merchantLoginResolver },
  admin: { idPrefix: 'admin', submit: 'accessAdmin', resolver: adminLoginResolver },
} as const;

/** Username and password, checked with the shared schema before onSubmit runs. */
export function LoginForm({
  variant,
  onSubmit,
}: {
  variant: keyof typeof VARIANTS;
  onSubmit: (values: LoginValues) => Promise<void>;
}) {
  const { idPrefix, submit, resolver } = VARIANTS[variant];
  const form = useForm<MerchantLogin, unknown, LoginValues>({
    resolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const t = useText(authText);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onFocus={preloadAuthValidation}
      className="flex flex-col gap-4"
    >
      <TextField
        id={`${idPrefix}-username`}
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        registration={form.register('username')}
        error={errors.username}
      />
      <TextField
        id={`${idPrefix}-password`}
        label={t('password')}
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('signingIn') : t(submit)}
      </Button>
    </form>
  );
}
