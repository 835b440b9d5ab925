import { ArrowLeft, Printer, Share2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Shift } from '@shared/shifts/shifts.schemas';
import { PaperChoice } from '@client/components/paper-choice';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { printCss, useReceiptWidth } from '@client/lib/receipt-width';
import { whatsappLink } from '@client/lib/share-links';
import { getStoredUser } from '@client/lib/storage';
import { useText } from '@client/i18n/use-text';
import { useShift } from '../api/shifts-queries';
import { reportText } from '../shift-report';
import { shiftsText } from '../shifts-text';
import { ShiftReportView } from './shift-report-view';

const SLIP = 'shift-report';

/** One shift's report (the Z report once closed): printed at 58 or 80 mm, sent to the owner. */
export function ShiftDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const t = useText(shiftsText);
  const shift = useShift(id);
  // What opened the report (the close, or a shift in the history) is gone: focus comes here.
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <button
        ref={back}
        type="button"
        className={buttonVariants({
          variant: 'outline',
          className: 'h-11 self-start print:hidden',
        })}
        onClick={onBack}
      >
        <ArrowLeft aria-hidden="true" /> {t('back')}
      </button>
      {shift.data ? (
        <PrintableReport shift={shift.data} />
      ) : shift.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </div>
  );
}

function PrintableReport({ shift }: { shift: Shift }) {
  const t = useText(shiftsText);
  const [width, setWidth] = useReceiptWidth();
  const user = getStoredUser();
  const text = reportText(shift, user?.businessName ?? '', t);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <ShiftReportView shift={shift} />
        {/* The printed copy sits apart from the page, so the page behind takes no paper. */}
        {createPortal(
          <div className="hidden print:block">
            <style>{printCss(width, SLIP)}</style>
            <ShiftReportView shift={shift} id={SLIP} />
          </div>,
          document.body,
        )}
        <div className="flex flex-col gap-3 print:hidden">
          <PaperChoice
            width={width}
            onWidth={setWidth}
            legend={t('paperLegend')}
            label={t('paper')}
            widthLabel={(w) => t('paperWidth', { width: w })}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" className="h-11" onClick={() => window.print()}>
              <Printer aria-hidden="true" /> {t('print')}
            </Button>
            <a
              href={whatsappLink(user?.phone ?? null, text)}
              target="_blank"
              rel="noreferrer"
              className={buttonVariants({ variant: 'outline', className: 'h-11' })}
            >
              <Share2 aria-hidden="true" /> {t('whatsapp')}
            </a>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
