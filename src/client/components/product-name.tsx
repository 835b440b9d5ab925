import { splitPackSize } from '@shared/catalog/pack-size';
import { cn } from '@client/lib/cn';

/**
 * A product's name on a tile or card. The name wraps instead of being cut, and the pack size
 * always shows on a line of its own: look-alike products ("Sunfoil Sunflower Oil 750ml" and
 * "... 2L") differ only there.
 */
export function ProductName({ name, className }: { name: string; className?: string }) {
  const { base, size } = splitPackSize(name);
  return (
    <span className={cn('flex min-w-0 flex-col', className)} title={name}>
      <span className={cn('break-words', size ? 'line-clamp-2' : 'line-clamp-3')}>{base}</span>
      {/* A space, so the name reads (and copies) whole: "Sunfoil Sunflower Oil 750ml". */}
      {size ? ' ' : null}
      {size ? (
        <span className="text-sm font-bold text-slate-800" data-testid="pack-size">
          {size}
        </span>
      ) : null}
    </span>
  );
}
