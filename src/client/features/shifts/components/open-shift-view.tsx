import type { Shift } from '@shared/shifts/shifts.schemas';
import { Card, CardContent } from '@client/components/ui/card';
import type { AskApproval } from '@client/lib/approval';
import { CashMovementDialog } from './cash-movement-dialog';
import { CloseShiftDialog } from './close-shift-dialog';
import { ShiftReportView } from './shift-report-view';

/**
 * The open shift: its X report, pay in, pay out and the close. While the drawer is being
 * counted the report is off the screen, so the count stays blind.
 */
export function OpenShiftView({
  shift,
  askApproval,
  waitingSales,
  counting,
  onCounting,
  onClosed,
}: {
  shift: Shift;
  askApproval: AskApproval;
  waitingSales: number;
  counting: boolean;
  onCounting: (counting: boolean) => void;
  onClosed: (shift: Shift) => void;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-wrap gap-2">
          <CashMovementDialog shiftId={shift.id} type="pay_in" askApproval={askApproval} />
          <CashMovementDialog shiftId={shift.id} type="pay_out" askApproval={askApproval} />
          <CloseShiftDialog
            shiftId={shift.id}
            waitingSales={waitingSales}
            onCounting={onCounting}
            onClosed={onClosed}
          />
        </div>
        {counting ? null : <ShiftReportView shift={shift} />}
      </CardContent>
    </Card>
  );
}
