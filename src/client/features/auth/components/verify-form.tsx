import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatPhone } from '@shared/phone/phone';
import { Button } from '@client/components/ui/button';
import type { VerifyFormSchema } from '../auth-resolvers';
import { preloadAuthValidation, verifyResolver } from '../lazy-auth-resolvers';
import { TextField } from './text-field';
import { useText } from '@client/i18n/use-text';
import { authText } from '../auth-text';

type Values = z.output<typeof VerifyFormSchema>;

/** The code sent by SMS: at most 6 characters typed, resend on request. */
export function VerifyForm({
  phone,
  onSubmit,
  onResend,
}: {
  phone: string;
  onSubmit: (code: string, trustDevice: boolean) => Promise<void>;
  onResend: () => Promise<void>;
}) {
  const form = useForm<z.input<typeof VerifyFormSchema>, unknown, Values>({
    resolver: verifyResolver,
    defaultValues: { code: '' },
  });
  const [resending, setResending] = useState(false);
  const [trust, setTrust] = useState(true);
  const { errors, isSubmitting } = form.formState;
  // The code is what comes next after the password: the cursor waits in its field.
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);
  // The 30 days are DEVICE_TRUST_DAYS, written out in the texts to keep the sign-in page light.
  const t = useText(authText);
  const shownPhone = formatPhone(phone);
  const [before, after] = t('smsSentTo', { phone: '\u0000' }).split('\u0000');

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values.code, trust))}
      onFocus={preloadAuthValidation}
      className="flex flex-col gap-4"
    >
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
        {before}
        <strong>{shownPhone}</strong>
        {after}
      </p>
      <TextField
        id="verify-code"
        label={t('verificationCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        className="h-12 text-center text-2xl tracking-[0.5em]"
        registration={form.register('code')}
        error={errors.code}
      />
      <label className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          checked={trust}
          onChange={(event) => setTrust(event.target.checked)}
          aria-describedby="trust-hint"
        />
        <span>
          <span className="font-medium text-slate-900">{t('trustLabel')}</span>
          <span id="trust-hint" className="block text-slate-500">
            {t('trustHint')}
          </span>
        </span>
      </label>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('verifying') : t('verifyCode')}
      </Button>
      <Button variant="ghost" onClick={resend} disabled={resending}>
        {resending ? t('sending') : t('resendCode')}
      </Button>
    </form>
  );
}
