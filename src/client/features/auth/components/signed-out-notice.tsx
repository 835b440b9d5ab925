import { useEffect, useState } from 'react';
import { clearSignedOutNote, signedOutNote } from '@client/lib/storage';

/**
 * Why the last session ended, in the server's words ("This account has been deactivated"), when
 * the server said why; shown once, atop the sign-in form.
 */
export function SignedOutNotice() {
  const [message] = useState(signedOutNote);
  useEffect(clearSignedOutNote, []);
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  );
}
