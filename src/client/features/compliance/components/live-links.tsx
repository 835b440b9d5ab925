import { Link2Off } from 'lucide-react';
import { COMPLIANCE_MESSAGES } from '@shared/compliance/compliance.schemas';
import { formatDateTime } from '@shared/time/format';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useInspectorLinks, useRevokeInspectorLink } from '../api/compliance-queries';
import { complianceText } from '../compliance-text';

/** The shop's other live inspector links (the one just made is shown above), each revocable. */
export function LiveLinks({ shownToken }: { shownToken: string | null }) {
  const t = useText(complianceText);
  const links = useInspectorLinks();
  const revoke = useRevokeInspectorLink();
  const others = (links.data ?? []).filter((link) => !shownToken?.startsWith(link.hint));
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="live-links" className="flex w-full flex-col gap-2">
      <h4 id="live-links" className="text-sm font-semibold text-slate-900">
        {t('inspector.live')}
      </h4>
      <ul className="flex flex-col divide-y divide-slate-100">
        {others.map((link) => (
          <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-sm text-slate-700">
              {t('inspector.liveLine', { hint: link.hint, time: formatDateTime(link.expiresAt) })}
            </span>
            <Button
              variant="outline"
              className="min-h-11"
              disabled={revoke.isPending}
              aria-label={t('inspector.revokeOf', { hint: link.hint })}
              onClick={() =>
                revoke.mutate(link.id, {
                  onSuccess: () => toast({ title: messageText(COMPLIANCE_MESSAGES.linkRevoked) }),
                  onError: (error) => toastError(error, t('inspector.revokeFailed')),
                })
              }
            >
              <Link2Off aria-hidden="true" />
              {t('inspector.revoke')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
