import { useState, type FormEvent } from 'react';
import { Button } from '@client/components/ui/button';
import { Field, Input } from '@client/components/ui/input';
import { useText } from '@client/i18n/use-text';
import { tillStaffText } from './till-staff-text';

/** The owner takes the till back with their password (online; also before a first till PIN). */
export function PasswordStep({
  name,
  busy,
  message,
  onSubmit,
}: {
  name: string;
  busy: boolean;
  message: string | null;
  onSubmit: (password: string) => void;
}) {
  const t = useText(tillStaffText);
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <p className="font-semibold text-slate-900">{name}</p>
      <Field label={t('password')} htmlFor="till-owner-password">
        <Input
          id="till-owner-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <p className="min-h-5 text-sm text-red-700" role="alert">
        {message ?? ''}
      </p>
      <Button type="submit" size="lg" disabled={busy || !password}>
        {t('continue')}
      </Button>
    </form>
  );
}
