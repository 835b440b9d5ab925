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

/** The shop's own settings; the setup wizard's payment step sets the same ones. */
export function ShopSettingsCard() {
  const t = useText(shopSettingsText);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('card.title')}</CardTitle>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <VatRegisteredSwitch />
      </CardContent>
    </Card>
  );
}
