import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { Field, Input } from './input';

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'inputMode'> & {
  ref?: React.Ref<HTMLInputElement>;
};

/** A rand amount: the "R" before the digits (hidden from screen readers), the decimal keypad. */
export function MoneyInput({ className, ...props }: MoneyInputProps) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
      >
        R
      </span>
      <Input inputMode="decimal" autoComplete="off" className={cn('pl-7', className)} {...props} />
    </div>
  );
}

/**
 * A labelled rand amount with its error: the input is marked invalid and pointed at the message.
 * `children` go under the input (a hint, a computed change).
 */
export function MoneyField({
  id,
  label,
  error,
  className,
  children,
  ...props
}: MoneyInputProps & { id: string; label: string; error?: string; children?: ReactNode }) {
  const describedBy = [props['aria-describedby'], error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      <MoneyInput
        id={id}
        {...props}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {children}
    </Field>
  );
}
