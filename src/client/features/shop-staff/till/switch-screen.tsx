import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { useText } from '@client/i18n/use-text';
import type { TillKey } from './offline-pin';
import { PasswordStep } from './password-step';
import { PinPad } from './pin-pad';
import { ownerByPassword, saveOwnerPin, switchTo, type Outcome } from './switch-user';
import { tillStaffText } from './till-staff-text';

type Step =
  | { kind: 'choose' }
  | { kind: 'pin'; key: TillKey }
  | { kind: 'password'; key: TillKey }
  | { kind: 'setPin'; password: string; first: string | null };

/**
 * "Switch user": the shop's people by name, then the chosen person's PIN. The owner may give
 * their password instead (online), and is asked to set a till PIN when they have none.
 */
export function SwitchScreen({
  people,
  notice,
  online,
  preselect,
  onDone,
  onCancel,
}: {
  people: TillKey[];
  /** Why the screen shows (the till was left alone, a session ended), said at the top. */
  notice: string | null;
  online: boolean;
  preselect?: TillKey;
  onDone: () => void;
  /** Back to whoever was serving: only when they opened the screen themselves. */
  onCancel?: () => void;
}) {
  const t = useText(tillStaffText);
  const [step, setStep] = useState<Step>(() =>
    preselect ? { kind: 'pin', key: preselect } : { kind: 'choose' },
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const go = (next: Step) => {
    setMessage(null);
    setStep(next);
  };
  const run = async (work: Promise<Outcome>, next: () => void) => {
    setBusy(true);
    const outcome = await work.finally(() => setBusy(false));
    if (outcome.ok) next();
    else setMessage(outcome.message);
  };

  const choose = (key: TillKey) =>
    go(
      key.role === 'owner' && !key.verifier && online
        ? { kind: 'password', key }
        : { kind: 'pin', key },
    );
  const roleText = (key: TillKey) => t(key.role);

  const body = (() => {
    switch (step.kind) {
      case 'choose':
        return (
          <ul className="flex flex-col gap-2">
            {people.map((key) => (
              <li key={key.id}>
                <Button
                  variant="outline"
                  className="h-14 w-full justify-start text-base"
                  onClick={() => choose(key)}
                >
                  <UserRound />
                  <span className="truncate">{key.name}</span>
                  <span className="ml-auto text-sm font-normal text-slate-500">
                    {roleText(key)}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        );
      case 'pin':
        return (
          <>
            <PinPad
              label={t('pinFor', { name: step.key.name })}
              busy={busy}
              message={message}
              onSubmit={(pin) => void run(switchTo(step.key, pin, online), onDone)}
            />
            {step.key.role === 'owner' && online ? (
              <Button variant="ghost" onClick={() => go({ kind: 'password', key: step.key })}>
                {t('usePassword')}
              </Button>
            ) : null}
          </>
        );
      case 'password':
        return (
          <PasswordStep
            name={step.key.name}
            busy={busy}
            message={message}
            onSubmit={(password) =>
              void run(ownerByPassword(password), () =>
                step.key.verifier ? onDone() : go({ kind: 'setPin', password, first: null }),
              )
            }
          />
        );
      case 'setPin':
        return (
          <>
            <p className="text-center text-sm text-slate-600">{t('setPinText')}</p>
            <PinPad
              key={step.first ?? 'first'}
              label={step.first ? t('pinAgain') : t('setPin')}
              busy={busy}
              message={message}
              onSubmit={(pin) => {
                if (!step.first) return go({ ...step, first: pin });
                if (pin !== step.first) {
                  setStep({ ...step, first: null });
                  return setMessage(t('pinsDiffer'));
                }
                void run(saveOwnerPin(pin, step.password), onDone);
              }}
            />
            <Button variant="ghost" onClick={onDone}>
              {t('notNow')}
            </Button>
          </>
        );
    }
  })();

  const canGoBack = step.kind !== 'choose' && step.kind !== 'setPin';
  return (
    <div
      className="fixed inset-0 z-[45] overflow-y-auto bg-slate-50"
      role="dialog"
      aria-modal="true"
      aria-labelledby="switch-user-title"
    >
      <div className="mx-auto flex min-h-full w-full max-w-md flex-col gap-4 p-4 pt-8">
        <h1 id="switch-user-title" className="text-2xl font-bold text-slate-900">
          {t('whoIsServing')}
        </h1>
        {notice ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
            {notice}
          </p>
        ) : null}
        {!online ? <p className="text-sm text-slate-600">{t('offlineSwitch')}</p> : null}
        {body}
        <div className="flex gap-2">
          {canGoBack ? (
            <Button variant="outline" className="flex-1" onClick={() => go({ kind: 'choose' })}>
              {t('back')}
            </Button>
          ) : null}
          {onCancel ? (
            <Button variant="ghost" className="flex-1" onClick={onCancel}>
              {t('cancel')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
