import { LogOut, Smartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { DEVICE_MESSAGES } from '@shared/auth/device-messages';
import type { TrustedDevice } from '@shared/auth/devices.schemas';
import { formatInstant } from '@shared/time/format';
import { Badge } from '@client/components/ui/badge';
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
import {
  thisDeviceId,
  useLogoutEverywhere,
  useRevokeDevice,
  useTrustedDevices,
} from '../api/account-security-queries';
import { commonText, messageText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';
import { accountText } from '../account-text';

const failed = (fallback: string) => (error: unknown) => toastError(error, messageText(fallback));

function DeviceRow({ device, current }: { device: TrustedDevice; current: boolean }) {
  const t = useText(accountText);
  const revoke = useRevokeDevice();
  return (
    <li className="flex items-start gap-3 py-3">
      <Smartphone className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {device.label}
          {current ? <Badge variant="success">{t('devices.thisPhone')}</Badge> : null}
        </p>
        <p className="text-xs text-slate-500">
          {t('devices.trusted', {
            created: formatInstant(device.createdAt),
            used: device.lastUsedAt ? formatInstant(device.lastUsedAt) : t('devices.notYet'),
            until: formatInstant(device.expiresAt),
          })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        aria-label={t(current ? 'devices.removeLabelThis' : 'devices.removeLabel', {
          label: device.label,
        })}
        onClick={() =>
          revoke.mutate(device.id, {
            onSuccess: () =>
              toast({
                title: t('devices.removed'),
                description: messageText(DEVICE_MESSAGES.revoked),
              }),
            onError: failed(DEVICE_MESSAGES.revokeFailed),
          })
        }
      >
        <Trash2 aria-hidden="true" /> {t('devices.remove')}
      </Button>
    </li>
  );
}

/** The phones trusted to sign in without an SMS code, each removable; sign out everywhere. */
export function DevicesCard() {
  const t = useText(accountText);
  const devices = useTrustedDevices();
  const logoutEverywhere = useLogoutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  const current = thisDeviceId();

  const signOutEverywhere = () =>
    logoutEverywhere.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: t('devices.loggedOut'),
          description: messageText(DEVICE_MESSAGES.loggedOutEverywhere),
        });
        navigate('/merchant/login', { replace: true });
      },
      onError: failed(DEVICE_MESSAGES.logoutEverywhereFailed),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('devices.title')}</CardTitle>
        <CardDescription>{t('devices.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {devices.isPending ? (
          <p className="text-sm text-slate-500">{t('devices.loading')}</p>
        ) : devices.isError ? (
          <p className="text-sm text-red-700">{t('devices.loadError')}</p>
        ) : devices.data.length === 0 ? (
          <p className="text-sm text-slate-500">{t('devices.none')}</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label={t('devices.list')}>
            {devices.data.map((device) => (
              <DeviceRow key={device.id} device={device} current={device.id === current} />
            ))}
          </ul>
        )}
        {confirming ? (
          <div className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p>{t('devices.confirm')}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="destructive"
                size="sm"
                disabled={logoutEverywhere.isPending}
                onClick={signOutEverywhere}
              >
                {t('devices.yes')}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                {commonText.t('cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
            <LogOut aria-hidden="true" /> {t('devices.everywhere')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
