import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { VatRegisteredSwitch } from '@client/components/vat-registered-switch';

/** The shop's own settings; the setup wizard's payment step sets the same ones. */
export function ShopSettingsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shop settings</CardTitle>
        <CardDescription>How the till charges your customers.</CardDescription>
      </CardHeader>
      <CardContent>
        <VatRegisteredSwitch />
      </CardContent>
    </Card>
  );
}
