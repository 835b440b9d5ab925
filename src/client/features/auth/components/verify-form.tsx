import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatPhone } from '@shared/phone/phone';
import { Button } from '@client/components/ui/button';
import type { VerifyFormSchema } from '../auth-resolvers';
import { preloadAuthValidation, verifyResolver } from '../lazy-auth-resolvers';
import { TextField } from './text-field';

type Values = z.output<typeof VerifyFormSchema>;

/** The 30 days are DEVICE_TRUST_DAYS; written out here to keep the sign-in page light. */
const TRUST = {
  label: 'Trust this phone for 30 days',
  hint: 'Turn off on a shared phone: every sign-in then asks for an SMS code.',
};

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
        We sent a code by SMS to <strong>{formatPhone(phone)}</strong>.
      </p>
      <TextField
        id="verify-code"
        label="Verification Code"
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
          <span className="font-medium text-slate-900">{TRUST.label}</span>
          <span id="trust-hint" className="block text-slate-500">
            {TRUST.hint}
          </span>
        </span>
      </label>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Verifying…' : 'Verify Code'}
      </Button>
      <Button variant="ghost" onClick={resend} disabled={resending}>
        {resending ? 'Sending…' : 'Resend Code'}
      </Button>
    </form>
  );
}
