import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { MerchantLogin, MerchantLoginSchema } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import { merchantLoginResolver, preloadAuthValidation } from '../lazy-auth-resolvers';
import { TextField } from './text-field';

type Values = z.output<typeof MerchantLoginSchema>;

export function LoginForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const form = useForm<MerchantLogin, unknown, Values>({
    resolver: merchantLoginResolver,
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onFocus={preloadAuthValidation}
      className="flex flex-col gap-4"
    >
      <TextField
        id="login-username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        registration={form.register('username')}
        error={errors.username}
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={form.register('password')}
        error={errors.password}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
