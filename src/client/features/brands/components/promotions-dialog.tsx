import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { saveToasts } from '@client/lib/save-toasts';
import type { Brand } from '@shared/brands/brands.schemas';
import { PROMOTION_MESSAGES, type Promotion } from '@shared/brands/promotions.schemas';
import { useBrandPromotions, useDeletePromotion } from '../api/promotions-queries';
import { PromotionForm } from './promotion-form';
import { johannesburgDate } from '@shared/time/johannesburg';
import { formatDay } from '@shared/time/format';
import { useText } from '@client/i18n/use-text';
import { brandsText } from '../brands-text';

type Mode = { kind: 'list' } | { kind: 'form'; promotion: Promotion | null };

/** One brand's promotions: the list, and the add/edit form in the same dialog. */
export function PromotionsDialog({ brand, onClose }: { brand: Brand | null; onClose: () => void }) {
  return (
    <Dialog open={brand !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>{brand ? <PromotionsPanel brand={brand} /> : null}</DialogContent>
    </Dialog>
  );
}

function PromotionsPanel({ brand }: { brand: Brand }) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const promotions = useBrandPromotions(brand.id);
  const remove = useDeletePromotion(brand.id);
  const editing = mode.kind === 'form' ? mode.promotion : null;
  const t = useText(brandsText);

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {mode.kind === 'list'
            ? t('promotion.brandTitle', { name: brand.name })
            : editing
              ? t('promotion.edit')
              : t('promotion.add')}
        </DialogTitle>
        <DialogDescription>
          {mode.kind === 'list'
            ? t('promotion.description')
            : t('promotion.for', { name: brand.name })}
        </DialogDescription>
      </DialogHeader>
      {mode.kind === 'form' ? (
        <PromotionForm
          brandId={brand.id}
          promotion={editing}
          today={johannesburgDate(new Date())}
          onDone={() => setMode({ kind: 'list' })}
        />
      ) : (
        <div className="flex flex-col gap-3">
          <Button className="self-start" onClick={() => setMode({ kind: 'form', promotion: null })}>
            <Plus aria-hidden="true" /> {t('promotion.add')}
          </Button>
          {promotions.isPending ? (
            <Skeleton className="h-20 w-full" />
          ) : promotions.isError || promotions.data.length === 0 ? (
            <p className="text-sm text-slate-500">{t('promotion.empty')}</p>
          ) : (
            <ul
              className="flex flex-col gap-2"
              aria-label={t('promotion.list', { name: brand.name })}
            >
              {promotions.data.map((promotion) => (
                <li key={promotion.id} className="rounded-lg border border-slate-200 p-3">
                  <div className="flex items-start justify-between gap-2">
                    <p className="min-w-0 break-words font-medium">{promotion.title}</p>
                    <Badge variant={promotion.status === 'active' ? 'warning' : 'secondary'}>
                      {t('off', { discount: String(promotion.discountPercentage) })}
                    </Badge>
                  </div>
                  <p className="text-xs text-slate-500">
                    {formatDay(promotion.startDate)} – {formatDay(promotion.endDate)} ·{' '}
                    {t(promotion.status === 'active' ? 'active' : 'inactive')}
                  </p>
                  <div className="mt-2 flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setMode({ kind: 'form', promotion })}
                      aria-label={t('editName', { name: promotion.title })}
                    >
                      <Pencil aria-hidden="true" /> {t('edit')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-red-700"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(
                          promotion.id,
                          saveToasts({
                            success: PROMOTION_MESSAGES.deleted,
                            failure: PROMOTION_MESSAGES.deleteFailed,
                          }),
                        )
                      }
                      aria-label={t('deleteName', { name: promotion.title })}
                    >
                      <Trash2 aria-hidden="true" /> {t('delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
