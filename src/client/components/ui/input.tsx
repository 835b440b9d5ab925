import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cn } from '@client/lib/cn';
import { messageText } from '@client/i18n/common-text';
import { useLanguage } from '@client/i18n/use-text';

const field =
  'w-full rounded-lg border border-field bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-focus focus:outline-none focus:ring-1 focus:ring-focus disabled:opacity-60 aria-[invalid=true]:border-red-500 sm:text-sm';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(field, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(field, 'min-h-20 py-2', className)} {...props} />;
}

/** A native select: small, accessible and thumb-friendly on phones. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(field, 'h-11 pr-8', className)} {...props} />;
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium text-slate-700', className)} {...props} />;
}

/** Marks a control invalid and points it at its Field's error message (`{id}-error`). */
export const invalidProps = (id: string, error: unknown) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** Label, control and the field's error message, linked for screen readers. */
export function Field({
  label,
  htmlFor,
  error,
  children,
  className,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  children: React.ReactNode;
  className?: string;
}) {
  useLanguage();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error ? (
        <p id={`${htmlFor}-error`} role="alert" className="text-sm text-red-600">
          {messageText(error)}
        </p>
      ) : null}
    </div>
  );
}
