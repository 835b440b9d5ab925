// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@client/i18n/i18n';
import { ApiError } from '@client/lib/api';
import { toastError } from './toast-error';
import { useCurrentToast } from './toast-store';

const refusal = new ApiError(
  422,
  JSON.stringify({ error: { code: 'RULE_VIOLATION', message: 'Credit limit exceeded' } }),
  'x',
);

function shown(show: () => void) {
  const { result } = renderHook(() => useCurrentToast());
  act(show);
  const { title, description, variant } = result.current!;
  return { title, description, variant };
}

afterEach(() => activateLanguage('en'));

describe('toastError', () => {
  it("says 'Error' with the server's message, else the fallback", () => {
    expect(shown(() => toastError(refusal, 'Failed to update stock'))).toEqual({
      title: 'Error',
      description: 'Credit limit exceeded',
      variant: 'destructive',
    });
    expect(
      shown(() => toastError(new TypeError('Failed to fetch'), 'Failed to update stock')),
    ).toMatchObject({ title: 'Error', description: 'Failed to update stock' });
  });

  it("takes the screen's own title", () => {
    expect(
      shown(() => toastError(null, 'Unable to create account', 'Registration Failed')),
    ).toMatchObject({ title: 'Registration Failed', description: 'Unable to create account' });
  });

  it('titles the toast in the active language', async () => {
    await activateLanguage('zu');
    expect(shown(() => toastError(null, 'x')).title).toBe('Iphutha');
  });
});
