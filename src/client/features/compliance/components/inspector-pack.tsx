import { Copy, Link2Off, Printer, QrCode as QrIcon, Share2 } from 'lucide-react';
import { useState } from 'react';
import { COMPLIANCE_MESSAGES, type InspectorLink } from '@shared/compliance/compliance.schemas';
import { formatDateTime } from '@shared/time/format';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { toast } from '@client/components/ui/toast-store';
import { toastError } from '@client/components/ui/toast-error';
import { messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { useCreateInspectorLink, useRevokeInspectorLink } from '../api/compliance-queries';
import { complianceText } from '../compliance-text';
import { printPage } from '../print-page';
import { LiveLinks } from './live-links';
import { QrCode } from './qr-code';

const TARGET = 'min-h-11';

/** The link made: its QR code, the address to copy or share, its expiry, Print and Revoke. */
function LinkMade({ link, onRevoked }: { link: InspectorLink; onRevoked: () => void }) {
  const t = useText(complianceText);
  const revoke = useRevokeInspectorLink();
  const canShare = typeof navigator.share === 'function';
  const copy = () =>
    void navigator.clipboard
      ?.writeText(link.url)
      .then(() => toast({ title: t('inspector.copied') }))
      .catch(() => undefined);
  return (
    <div className="flex flex-col items-start gap-3" data-testid="inspector-link">
      <QrCode text={link.url} label={t('inspector.qr')} />
      <label className="flex w-full flex-col gap-1 text-sm font-medium text-slate-700">
        {t('inspector.link')}
        <input
          readOnly
          value={link.url}
          onFocus={(event) => event.target.select()}
          className="h-11 w-full min-w-0 rounded-lg border border-field bg-slate-50 px-3 text-base text-slate-900 sm:text-sm"
        />
      </label>
      <p className="text-sm text-slate-700">
        {t('inspector.expires', { time: formatDateTime(link.expiresAt) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className={TARGET} onClick={copy}>
          <Copy aria-hidden="true" />
          {t('inspector.copy')}
        </Button>
        {canShare ? (
          <Button
            variant="outline"
            className={TARGET}
            onClick={() => void navigator.share({ url: link.url }).catch(() => undefined)}
          >
            <Share2 aria-hidden="true" />
            {t('inspector.share')}
          </Button>
        ) : null}
        <Button
          variant="outline"
          className={TARGET}
          onClick={() => printPage(link.url, t('inspector.title'))}
        >
          <Printer aria-hidden="true" />
          {t('inspector.print')}
        </Button>
        <Button
          variant="destructive"
          className={TARGET}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(link.token, {
              onSuccess: () => {
                toast({ title: messageText(COMPLIANCE_MESSAGES.linkRevoked) });
                onRevoked();
              },
              onError: (error) => toastError(error, t('inspector.revokeFailed')),
            })
          }
        >
          <Link2Off aria-hidden="true" />
          {t('inspector.revoke')}
        </Button>
      </div>
    </div>
  );
}

/** The inspector's pack: one tap makes a read-only link for 24 hours, with its QR code. */
export function InspectorPack() {
  const t = useText(complianceText);
  const make = useCreateInspectorLink();
  const [link, setLink] = useState<InspectorLink | null>(null);
  return (
    <Card role="region" aria-labelledby="inspector-pack-title">
      <CardHeader>
        <CardTitle id="inspector-pack-title">{t('inspector.title')}</CardTitle>
        <CardDescription>{t('inspector.help')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-4">
        <Button
          size="lg"
          className="h-auto min-h-12 whitespace-normal py-2"
          disabled={make.isPending}
          onClick={() =>
            make.mutate(undefined, {
              onSuccess: setLink,
              onError: (error) => toastError(error, t('inspector.makeFailed')),
            })
          }
        >
          <QrIcon aria-hidden="true" />
          {make.isPending ? t('inspector.making') : t('inspector.make')}
        </Button>
        {link ? <LinkMade key={link.token} link={link} onRevoked={() => setLink(null)} /> : null}
        <LiveLinks shownToken={link?.token ?? null} />
      </CardContent>
    </Card>
  );
}
