import type { InputHTMLAttributes } from 'react';
import { Input } from '@client/components/ui/input';

/** A PIN as the phone's number pad types it: masked, digits only, at most 6. */
export function PinInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Input
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      autoComplete="off"
      className="tracking-[0.3em]"
      {...props}
    />
  );
}
