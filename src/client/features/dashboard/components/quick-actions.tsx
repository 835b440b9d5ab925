import { BarChart3, PackagePlus, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useText } from '@client/i18n/use-text';
import { dashboardText } from '../dashboard-text';

/** Each action opens its area; ?new=1 and ?add=1 ask the page to open its create dialog. */
const ACTIONS = [
  { label: 'newOrder', href: '/orders?new=1', icon: Plus, variant: 'default' },
  { label: 'addProduct', href: '/catalog?add=1', icon: PackagePlus, variant: 'outline' },
  { label: 'viewReports', href: '/analytics', icon: BarChart3, variant: 'outline' },
] as const;

export function QuickActions() {
  const t = useText(dashboardText);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('quickActions')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {ACTIONS.map(({ label, href, icon: Icon, variant }) => (
          <Link
            key={label}
            href={href}
            className={buttonVariants({ variant, className: 'h-11 w-full justify-start' })}
          >
            <Icon aria-hidden="true" />
            {t(label)}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
