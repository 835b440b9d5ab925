import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ChangePasswordSchema,
  PASSWORD_CHANGE_MESSAGES,
  type ChangePassword,
} from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { Field, Input, invalidProps } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { useChangePassword } from '../api/account-security-queries';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { accountText } from '../account-text';

/** A new password; it signs out the account's other sessions and untrusts every phone. */
export function PasswordCard() {
  const t = useText(accountText);
  const change = useChangePassword();
  const form = useForm<ChangePassword>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    change.mutateAsync(values).then(
      () => {
        form.reset();
        toast({
          title: t('password.changed'),
          description: messageText(PASSWORD_CHANGE_MESSAGES.changed),
        });
      },
      (error: unknown) => toastError(error, messageText(PASSWORD_CHANGE_MESSAGES.failed)),
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('password.title')}</CardTitle>
        <CardDescription>{t('password.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          {/* Plain fields, not the sign-in TextField: that one stays in the login page's chunk. */}
          <Field
            label={t('password.current')}
            htmlFor="current-password"
            error={errors.currentPassword?.message}
          >
            <Input
              id="current-password"
              type="password"
              autoComplete="current-password"
              {...invalidProps('current-password', errors.currentPassword)}
              {...form.register('currentPassword')}
            />
          </Field>
          <Field
            label={t('password.new')}
            htmlFor="new-password"
            error={errors.newPassword?.message}
          >
            <Input
              id="new-password"
              type="password"
              autoComplete="new-password"
              {...invalidProps('new-password', errors.newPassword)}
              {...form.register('newPassword')}
            />
          </Field>
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? t('password.saving') : t('password.change')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
