import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { MerchantRegister, MerchantRegisterSchema } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import { preloadAuthValidation, registerResolver } from '../lazy-auth-resolvers';
import { TextField } from './text-field';
import { useText } from '@client/i18n/use-text';
import { authText } from '../auth-text';

type Values = z.output<typeof MerchantRegisterSchema>;

/** Registration, validated on change (docs/product.md "Validation"). */
export function RegisterForm({ onSubmit }: { onSubmit: (values: Values) => Promise<void> }) {
  const form = useForm<MerchantRegister, unknown, Values>({
    resolver: registerResolver,
    mode: 'onChange',
    defaultValues: { name: '', businessName: '', username: '', password: '', phone: '', email: '' },
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
        id="register-name"
        label={t('fullName')}
        autoComplete="name"
        registration={form.register('name')}
        error={errors.name}
      />
      <TextField
        id="register-business"
        label={t('businessName')}
        autoComplete="organization"
        registration={form.register('businessName')}
        error={errors.businessName}
      />
      <TextField
        id="register-username"
        label={t('username')}
        autoComplete="username"
        autoCapitalize="none"
        registration={form.register('username')}
        error={errors.username}
      />
      <TextField
        id="register-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        registration={form.register('password')}
        error={errors.password}
      />
      <TextField
        id="register-phone"
        label={t('phoneNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="071 234 5678"
        registration={form.register('phone')}
        error={errors.phone}
      />
      <TextField
        id="register-email"
        label={t('emailOptional')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('creatingAccount') : t('createAccount')}
      </Button>
    </form>
  );
}
