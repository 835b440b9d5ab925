import { CONSENT_CHANNELS, type ConsentRecord } from '@shared/customers/consent.schemas';
import { formatInstantDay } from '@shared/time/format';
import { Switch } from '@client/components/ui/switch';
import { toastError } from '@client/components/ui/toast-error';
import { customerText } from '@client/components/customer-text';
import { useText } from '@client/i18n/use-text';
import { useConsents, useRecordConsent } from '../api/privacy-queries';

/**
 * Consent to promotional messages, one switch per channel, each with who captured it and when.
 * Turning one off records an opt-out, which the server applies to every channel.
 */
export function ConsentControl({ customerId }: { customerId: string }) {
  const t = useText(customerText);
  const consent = useConsents(customerId);
  const record = useRecordConsent(customerId);
  const current = new Map((consent.data?.current ?? []).map((r) => [r.channel, r]));
  const said = (r: ConsentRecord | undefined) =>
    !r
      ? t('consent.notAsked')
      : t(r.granted ? 'consent.agreed' : 'consent.stopped', {
          date: formatInstantDay(r.createdAt),
          name: r.capturedBy,
        });

  return (
    <fieldset className="flex flex-col gap-2" aria-busy={consent.isLoading}>
      <legend className="mb-1 font-semibold text-slate-900">{t('consent.title')}</legend>
      {CONSENT_CHANNELS.map((channel) => {
        const r = current.get(channel);
        const label = t(`consent.channel.${channel}`);
        return (
          <div key={channel} className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">{label}</p>
              <p className="break-words text-xs text-slate-600" data-testid={`consent-${channel}`}>
                {said(r)}
              </p>
            </div>
            <Switch
              label={`${t('consent.title')}: ${label}`}
              checked={r?.granted ?? false}
              disabled={!consent.data || record.isPending}
              onCheckedChange={(granted) =>
                record.mutate(
                  { channel, granted },
                  { onError: (error) => toastError(error, t('consent.saveError')) },
                )
              }
            />
          </div>
        );
      })}
    </fieldset>
  );
}
