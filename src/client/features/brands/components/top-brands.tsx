import { Trophy } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatRandDecimal, toCents } from '@shared/money/money';
import { useTopBrands } from '../api/use-brands';

/** Top Performing Brands: the first 5 by sales over 30 days, by product count until sales exist. */
export function TopBrands() {
  const { data, isPending, isError } = useTopBrands();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy className="size-5 text-accent-500" aria-hidden="true" />
          Top Performing Brands
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : isError || data.length === 0 ? (
          <p className="text-sm text-slate-500">No brands yet.</p>
        ) : (
          <ol
            className="flex flex-col divide-y divide-slate-100"
            aria-label="Top performing brands"
          >
            {data.map((brand) => (
              <li key={brand.id} className="flex items-center gap-3 py-2">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                  {brand.rank}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{brand.name}</p>
                  <p className="text-xs text-slate-500">
                    {brand.productCount === 1 ? '1 product' : `${brand.productCount} products`}
                  </p>
                </div>
                <span className="shrink-0 text-sm font-semibold text-slate-700">
                  {(toCents(brand.revenue) ?? 0) > 0
                    ? formatRandDecimal(brand.revenue)
                    : 'No sales yet'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
