import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OwnerPinSchema } from '@shared/shop-staff/shop-staff.schemas';
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
import { useText } from '@client/i18n/use-text';
import { useOwnerHasPin, useSetOwnerPin } from '../api/shop-staff-queries';
import { shopStaffText } from '../shop-staff-text';
import { PinInput } from './pin-input';

interface Values {
  pin: string;
  pinAgain: string;
  password: string;
}

/** The shared owner-PIN schema, the PIN typed twice, and the password when a PIN is changed. */
const ownerPinForm = (changing: boolean, t: typeof shopStaffText.t) =>
  OwnerPinSchema.extend({ pinAgain: z.string(), password: z.string().max(128) })
    .refine((values) => values.pin === values.pinAgain, {
      path: ['pinAgain'],
      message: t('form.pinMismatch'),
    })
    .refine((values) => !changing || values.password !== '', {
      path: ['password'],
      message: t('ownerPin.passwordNeeded'),
    });

/** The owner's till PIN (settings): set on first use, changed with the account password. */
export function OwnerPinCard() {
  const t = useText(shopStaffText);
  const { hasPin, loading } = useOwnerHasPin();
  const save = useSetOwnerPin();
  const changing = !loading && hasPin !== false;
  const schema = useMemo(() => ownerPinForm(changing, t), [changing, t]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { pin: '', pinAgain: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ pin, password }) =>
    save.mutate(changing ? { pin, password } : { pin }, {
      onSuccess: () => {
        form.reset();
        toast({ title: t('ownerPin.saved') });
      },
      onError: (error) => toastError(error, t('ownerPin.failed')),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ownerPin.title')}</CardTitle>
        <CardDescription>{t('ownerPin.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          {hasPin === undefined ? null : (
            <p className="text-sm font-medium text-slate-700">
              {hasPin ? t('ownerPin.isSet') : t('ownerPin.notSet')}
            </p>
          )}
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('ownerPin.pin')} htmlFor="owner-pin" error={errors.pin?.message}>
              <PinInput
                id="owner-pin"
                {...form.register('pin')}
                {...invalidProps('owner-pin', errors.pin)}
              />
            </Field>
            <Field
              label={t('ownerPin.pinAgain')}
              htmlFor="owner-pin-again"
              error={errors.pinAgain?.message}
            >
              <PinInput
                id="owner-pin-again"
                {...form.register('pinAgain')}
                {...invalidProps('owner-pin-again', errors.pinAgain)}
              />
            </Field>
          </div>
          {changing ? (
            <Field
              label={t('ownerPin.password')}
              htmlFor="owner-pin-password"
              error={errors.password?.message}
            >
              <Input
                id="owner-pin-password"
                type="password"
                autoComplete="current-password"
                {...form.register('password')}
                {...invalidProps('owner-pin-password', errors.password)}
              />
            </Field>
          ) : null}
          <Button type="submit" className="self-start" disabled={save.isPending || loading}>
            {save.isPending
              ? t('ownerPin.saving')
              : changing
                ? t('ownerPin.change')
                : t('ownerPin.set')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
