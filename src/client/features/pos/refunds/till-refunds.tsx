import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Undo2 } from 'lucide-react';
import type { PosSale } from '@shared/pos/pos.schemas';
import { Button } from '@client/components/ui/button';
import { lazyPart } from '@client/lib/lazy-part';
import { useStableCallback } from '@client/lib/use-stable-callback';
import { useText } from '@client/i18n/use-text';
import { posText } from '../pos-text';
import { NOBODY_APPROVES, type AskApproval } from '../sale-approval';
import type { RefundStart } from './refund-dialog';

// Loaded when a refund opens: the till's first load carries only the buttons.
const RefundDialog = lazyPart(() =>
  import('./refund-dialog').then((module) => module.RefundDialog),
);

// Shown on a receipt, which itself loads once the till's products show.
const VoidSale = lazyPart(() => import('./void-sale').then((module) => module.VoidSale));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The till's refunds: "Refund a sale" (by receipt number), a sale's refund from Recent Sales or
 * from a link (/pos?refund=<saleId>, as a customer's history links here), the receipt's void,
 * and the dialog they open, which gives focus back to what opened it.
 */
export function useTillRefunds(askApproval: AskApproval = NOBODY_APPROVES) {
  const t = useText(posText);
  const [opened, setOpened] = useState<{ start: RefundStart; opener: HTMLElement | null } | null>(
    null,
  );
  const open = (start: RefundStart) =>
    setOpened({
      start,
      opener: document.activeElement instanceof HTMLElement ? document.activeElement : null,
    });
  // Stable, so Recent Sales (memoised) does not render again on every tap at the till.
  const refundSale = useStableCallback((saleId: string) => open({ saleId }));

  const search = useSearch();
  const [, navigate] = useLocation();
  const linked = new URLSearchParams(search).get('refund');
  // A link opens the sale's refund once; the address then drops it, so a reload does not reopen it.
  const [followed, setFollowed] = useState<string | null>(null);
  if (linked && linked !== followed) {
    setFollowed(linked);
    if (UUID.test(linked)) setOpened({ start: { saleId: linked }, opener: null });
  }
  useEffect(() => {
    if (linked) navigate('/pos', { replace: true });
  }, [linked, navigate]);

  return {
    refundSale,
    findButton: (
      <Button
        variant="outline"
        className="h-auto min-h-11 max-w-full whitespace-normal"
        onClick={() => open({ find: true })}
      >
        <Undo2 aria-hidden="true" /> {t('refund.findSale')}
      </Button>
    ),
    voidAction: (sale: PosSale, closeReceipt: () => void) => (
      <VoidSale
        key={sale.id}
        sale={sale}
        askApproval={askApproval}
        onVoided={(refund, voided) => {
          closeReceipt();
          open({ refund, sale: voided });
        }}
      />
    ),
    dialog: opened ? (
      <RefundDialog
        start={opened.start}
        opener={opened.opener}
        askApproval={askApproval}
        onClose={() => setOpened(null)}
      />
    ) : null,
  };
}
