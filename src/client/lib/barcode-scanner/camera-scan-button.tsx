import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ScanLine } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { normaliseBarcode } from '@shared/catalog/barcode-rules';
import { Button, type ButtonProps } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Input, Label } from '@client/components/ui/input';
import { useText } from '@client/i18n/use-text';
import { CameraScanner, type CameraState } from './camera-scanner';
import { scanText } from './scan-text';

type Problem = 'denied' | 'noCamera' | 'failed';
const PROBLEMS: readonly CameraState[] = ['denied', 'noCamera', 'failed'] satisfies Problem[];
const isProblem = (state: CameraState): state is Problem => PROBLEMS.includes(state);

/**
 * "Scan with camera": a dialog with the back camera's picture that hands the first code read to
 * `onCode` and closes (focus returns to the button). When the camera cannot be used it says why,
 * and the code can always be typed instead.
 */
export function CameraScanButton({
  onCode,
  label,
  variant = 'outline',
  className,
}: {
  onCode(code: string): void;
  /** The button's text; "Scan with camera" when not given. */
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const t = useText(scanText);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<CameraState>('starting');
  const [typed, setTyped] = useState('');
  const done = (code: string) => {
    setOpen(false);
    setTyped('');
    onCode(code);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const code = normaliseBarcode(typed);
    if (code) done(code);
  };
  const problem = isProblem(state);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* The dialog's trigger: focus returns to it when the dialog closes. */}
      <DialogPrimitive.Trigger asChild>
        <Button
          variant={variant}
          className={`min-h-11 ${className ?? ''}`}
          onClick={() => setState('starting')}
        >
          <ScanLine aria-hidden="true" /> {label ?? t('scanWithCamera')}
        </Button>
      </DialogPrimitive.Trigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{isProblem(state) ? t(state) : t('hint')}</DialogDescription>
        </DialogHeader>
        {open && !problem ? <CameraScanner onCode={done} onState={setState} /> : null}
        {state === 'starting' && !problem ? (
          <p className="text-sm text-slate-500" role="status">
            {t('starting')}
          </p>
        ) : null}
        <form className="flex flex-col gap-2" onSubmit={submit}>
          <Label htmlFor="camera-scan-typed">{t('typeLabel')}</Label>
          <div className="flex gap-2">
            <Input
              id="camera-scan-typed"
              value={typed}
              inputMode="numeric"
              autoComplete="off"
              maxLength={40}
              className="min-h-11"
              autoFocus={problem}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button type="submit" className="min-h-11" disabled={!normaliseBarcode(typed)}>
              {t('useCode')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
