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
import { errorMessage } from '@client/lib/api';
import {
  thisDeviceId,
  useLogoutEverywhere,
  useRevokeDevice,
  useTrustedDevices,
} from '../api/use-account-security';

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

function DeviceRow({ device, current }: { device: TrustedDevice; current: boolean }) {
  const revoke = useRevokeDevice();
  return (
    <li className="flex items-start gap-3 py-3">
      <Smartphone className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {device.label}
          {current ? <Badge variant="success">This phone</Badge> : null}
        </p>
        <p className="text-xs text-slate-500">
          Trusted {formatInstant(device.createdAt)} · last used{' '}
          {device.lastUsedAt ? formatInstant(device.lastUsedAt) : 'not yet'} · until{' '}
          {formatInstant(device.expiresAt)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        aria-label={`Remove ${device.label}${current ? ' (this phone)' : ''}`}
        onClick={() =>
          revoke.mutate(device.id, {
            onSuccess: () =>
              toast({ title: 'Device removed', description: DEVICE_MESSAGES.revoked }),
            onError: failed(DEVICE_MESSAGES.revokeFailed),
          })
        }
      >
        <Trash2 aria-hidden="true" /> Remove
      </Button>
    </li>
  );
}

/** The phones trusted to sign in without an SMS code, each removable; sign out everywhere. */
export function DevicesCard() {
  const devices = useTrustedDevices();
  const logoutEverywhere = useLogoutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const [, navigate] = useLocation();
  const current = thisDeviceId();

  const signOutEverywhere = () =>
    logoutEverywhere.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged Out', description: DEVICE_MESSAGES.loggedOutEverywhere });
        navigate('/merchant/login', { replace: true });
      },
      onError: failed(DEVICE_MESSAGES.logoutEverywhereFailed),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Devices</CardTitle>
        <CardDescription>
          Phones trusted to sign in with your password alone, without an SMS code.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {devices.isPending ? (
          <p className="text-sm text-slate-500">Loading devices…</p>
        ) : devices.isError ? (
          <p className="text-sm text-red-700">Devices could not be loaded.</p>
        ) : devices.data.length === 0 ? (
          <p className="text-sm text-slate-500">
            No trusted phones. A phone is added when you sign in with “Trust this phone” ticked.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Trusted devices">
            {devices.data.map((device) => (
              <DeviceRow key={device.id} device={device} current={device.id === current} />
            ))}
          </ul>
        )}
        {confirming ? (
          <div className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p>
              Sign out on every phone and computer, this one too? Every phone will need an SMS code
              to sign in again.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="destructive"
                size="sm"
                disabled={logoutEverywhere.isPending}
                onClick={signOutEverywhere}
              >
                Yes, sign out everywhere
              </Button>
              <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
            <LogOut aria-hidden="true" /> Sign out everywhere
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
