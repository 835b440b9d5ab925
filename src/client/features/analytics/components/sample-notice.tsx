import { ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@client/components/ui/badge';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';

/** Shown above the sample figures of a shop without sales. */
export function SampleNotice() {
  return (
    <Card className="border-amber-300 bg-amber-50" role="note" aria-label="Sample figures">
      <CardContent className="flex flex-col items-start gap-3 pt-4 sm:flex-row sm:items-center sm:pt-5">
        <div className="flex-1">
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Badge variant="warning">Sample</Badge> These are example figures, not your shop’s.
          </p>
          <p className="text-sm text-slate-700">
            Ring up your first sale and this screen shows your own takings, best sellers and
            suggestions.
          </p>
        </div>
        <Link href="/pos" className={buttonVariants()}>
          <ShoppingCart aria-hidden="true" /> Ring up a first sale
        </Link>
      </CardContent>
    </Card>
  );
}
