import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { VatRegisteredSwitch } from '@client/components/vat-registered-switch';
import { shopSettingsText } from '@client/components/shop-settings-text';
import { useText } from '@client/i18n/use-text';
import { PaymentMethodsSetting } from './payment-methods-setting';
import { ReceiptDetailsSetting } from './receipt-details-setting';
import { TurnoverMeter } from './turnover-meter';
import { TargetMarginSetting } from './target-margin-setting';
import { TillLockSetting } from './till-lock-setting';

/** The shop's own settings; the setup wizard's payment step sets the same ones. */
export function ShopSettingsCard() {
  const t = useText(shopSettingsText);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('card.title')}</CardTitle>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ReceiptDetailsSetting />
        <VatRegisteredSwitch />
        <TurnoverMeter />
        <PaymentMethodsSetting />
        <TillLockSetting />
        <TargetMarginSetting />
      </CardContent>
    </Card>
  );
}
