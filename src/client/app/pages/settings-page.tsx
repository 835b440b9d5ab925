import { PageHeader } from '@client/components/page-header';
import { DevicesCard } from '@client/features/auth/components/devices-card';
import { PasswordCard } from '@client/features/auth/components/password-card';
import { ShopSettingsCard } from '@client/features/shop-settings/components/shop-settings-card';

/** The owner's settings: the shop's VAT registration, trusted phones and the password. */
export default function SettingsPage() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Settings" subtitle="Your shop, your phones and your password" />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ShopSettingsCard />
        <DevicesCard />
        <PasswordCard />
      </div>
    </div>
  );
}
