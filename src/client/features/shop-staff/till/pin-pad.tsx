import { Delete } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import { tillStaffText } from './till-staff-text';

const MAX = 6;
const MIN = 4;
const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * A PIN typed on big keys (or the keyboard), shown only as dots; OK once 4 to 6 digits are in.
 * The pad forgets the PIN as soon as it is handed on.
 */
export function PinPad({
  label,
  busy = false,
  message,
  onSubmit,
}: {
  label: string;
  busy?: boolean;
  /** Why the last PIN did not open (wrong, locked): said under the dots. */
  message?: string | null;
  onSubmit: (pin: string) => void;
}) {
  const t = useText(tillStaffText);
  const [pin, setPin] = useState('');
  const submit = useRef<() => void>(() => {});
  const press = (digit: string) => setPin((p) => (p.length < MAX ? p + digit : p));
  const back = () => setPin((p) => p.slice(0, -1));
  const send = () => {
    if (busy || pin.length < MIN) return;
    onSubmit(pin);
    setPin('');
  };
  useEffect(() => {
    submit.current = send;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement) return;
      if (/^\d$/.test(event.key)) press(event.key);
      else if (event.key === 'Backspace') back();
      else if (event.key === 'Enter') submit.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const key = 'h-14 text-2xl font-semibold';
  return (
    <div className="mx-auto flex w-full max-w-xs flex-col items-center gap-4">
      <p className="text-center text-base font-semibold text-slate-900">{label}</p>
      <div
        className="flex h-6 items-center gap-3"
        role="img"
        aria-label={`${t('pinHint')}: ${pin.length}`}
        data-testid="pin-dots"
      >
        {Array.from({ length: Math.max(MIN, pin.length) }, (_, i) => (
          <span
            key={i}
            className={`size-4 rounded-full border-2 border-slate-700 ${i < pin.length ? 'bg-slate-700' : ''}`}
          />
        ))}
      </div>
      <p className="min-h-5 text-center text-sm text-red-700" role="alert">
        {message ?? ''}
      </p>
      <div className="grid w-full grid-cols-3 gap-3">
        {DIGITS.map((digit) => (
          <Button key={digit} variant="outline" className={key} onClick={() => press(digit)}>
            {digit}
          </Button>
        ))}
        <Button
          variant="outline"
          className={`${key} [&_svg]:size-7`}
          aria-label={t('deleteDigit')}
          onClick={back}
        >
          <Delete />
        </Button>
        <Button variant="outline" className={key} onClick={() => press('0')}>
          0
        </Button>
        <Button className={key} disabled={busy || pin.length < MIN} onClick={send}>
          {t('ok')}
        </Button>
      </div>
    </div>
  );
}
