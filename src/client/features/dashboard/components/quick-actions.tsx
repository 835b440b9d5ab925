import { BarChart3, PackagePlus, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

/** Each action opens its area; ?new=1 and ?add=1 ask the page to open its create dialog. */
const ACTIONS = [
  { label: 'New Order', href: '/orders?new=1', icon: Plus, variant: 'default' },
  { label: 'Add Product', href: '/catalog?add=1', icon: PackagePlus, variant: 'outline' },
  { label: 'View Reports', href: '/analytics', icon: BarChart3, variant: 'outline' },
] as const;

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {ACTIONS.map(({ label, href, icon: Icon, variant }) => (
          <Link
            key={label}
            href={href}
            className={buttonVariants({ variant, className: 'h-11 w-full justify-start' })}
          >
            <Icon aria-hidden="true" />
            {label}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
