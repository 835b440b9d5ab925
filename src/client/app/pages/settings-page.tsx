import { PageHeader } from '@client/components/page-header';
import { DevicesCard } from '@client/features/auth/components/devices-card';
import { PasswordCard } from '@client/features/auth/components/password-card';
import { ComplianceSettingsLink } from '@client/features/compliance/components/compliance-settings-link';
import { RecordsCard } from '@client/features/exports/components/records-card';
import { ShopSettingsCard } from '@client/features/shop-settings/components/shop-settings-card';
import { OwnerPinCard } from '@client/features/shop-staff/components/owner-pin-card';
import { useText } from '@client/i18n/use-text';
import { navText } from '../nav-text';

/**
 * The owner's settings: the shop's VAT registration, payment methods and till lock, the owner's
 * till PIN, the records for the accountant, the way to the compliance folder, trusted phones and
 * the password.
 */
export default function SettingsPage() {
  const t = useText(navText);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.settings')} subtitle={t('settings.subtitle')} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ShopSettingsCard />
        <OwnerPinCard />
        <RecordsCard />
        <ComplianceSettingsLink />
        <DevicesCard />
        <PasswordCard />
      </div>
    </div>
  );
}
