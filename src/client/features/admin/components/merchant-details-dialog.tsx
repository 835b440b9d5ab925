import { useState } from 'react';
import { formatPhone } from '@shared/phone/phone';
import type { AdminUser } from '@shared/admin/admin.schemas';
import { formatRandDecimal } from '@shared/money/money';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Field, Textarea } from '@client/components/ui/input';
import { useAdminActions } from '../api/admin-mutations';
import { formatInstantDay } from '@shared/time/format';
import { RoleBadge, StatusBadge, VerificationBadge } from './account-badges';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="w-36 shrink-0 text-sm text-slate-500">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Business name, type, email, phone, address, status and joined date; merchants can be verified. */
export function AccountDetailsDialog({
  account,
  onClose,
}: {
  account: AdminUser | null;
  onClose: () => void;
}) {
  const actions = useAdminActions();
  const t = useText(adminText);
  const [notes, setNotes] = useState('');
  const close = () => {
    setNotes('');
    onClose();
  };
  return (
    <Dialog open={account !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {account ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{account.businessName ?? account.name}</DialogTitle>
            <DialogDescription>
              {account.name} · @{account.username}
            </DialogDescription>
          </DialogHeader>
          <dl className="flex flex-col gap-2">
            <Row label={t('details.businessName')}>{account.businessName ?? '—'}</Row>
            <Row label={t('details.businessType')}>{account.businessType ?? '—'}</Row>
            <Row label={t('details.email')}>{account.email ?? '—'}</Row>
            <Row label={t('details.phone')}>{account.phone ? formatPhone(account.phone) : '—'}</Row>
            <Row label={t('details.address')}>{account.businessAddress ?? '—'}</Row>
            <Row label={t('details.role')}>
              <RoleBadge role={account.role} />
            </Row>
            <Row label={t('status.label')}>
              <StatusBadge isActive={account.isActive} />
            </Row>
            <Row label={t('card.joined')}>{formatInstantDay(account.createdAt)}</Row>
            <Row label={t('card.lastLogin')}>
              {formatInstantDay(account.lastLogin, t('card.never'))}
            </Row>
            {account.role === 'merchant' ? (
              <>
                <Row label={t('details.revenue')}>{formatRandDecimal(account.monthlyRevenue)}</Row>
                <Row label={t('details.verification')}>
                  <VerificationBadge status={account.verificationStatus ?? 'pending'} />
                </Row>
              </>
            ) : null}
          </dl>
          {account.role === 'merchant' ? (
            <>
              <Field label={t('details.notes')} htmlFor="verification-notes">
                <Textarea
                  id="verification-notes"
                  value={notes}
                  maxLength={1000}
                  onChange={(event) => setNotes(event.target.value)}
                  placeholder={t('details.notesPlaceholder')}
                />
              </Field>
              <DialogFooter>
                <Button
                  variant="outline"
                  disabled={actions.pending}
                  onClick={() => actions.verify(account.id, 'rejected', notes, close)}
                >
                  {t('details.reject')}
                </Button>
                <Button
                  disabled={actions.pending}
                  onClick={() => actions.verify(account.id, 'verified', notes, close)}
                >
                  {t('details.verify')}
                </Button>
              </DialogFooter>
            </>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
