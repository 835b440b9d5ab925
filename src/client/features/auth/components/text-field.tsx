import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input } from '@client/components/ui/input';

/** A labelled input wired to react-hook-form, with its error linked for screen readers. */
export function TextField({
  id,
  label,
  registration,
  error,
  ...inputProps
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  return (
    <Field label={label} htmlFor={id} error={error?.message}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...inputProps}
        {...registration}
      />
    </Field>
  );
}
