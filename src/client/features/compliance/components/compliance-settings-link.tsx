import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { useText } from '@client/i18n/use-text';
import { complianceText } from '../compliance-text';

/** Settings' way to the compliance folder. */
export function ComplianceSettingsLink() {
  const t = useText(complianceText);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('settings.help')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link href="/compliance" className={cn(buttonVariants({ variant: 'outline' }), 'min-h-11')}>
          <ShieldCheck aria-hidden="true" />
          {t('open')}
        </Link>
      </CardContent>
    </Card>
  );
}
