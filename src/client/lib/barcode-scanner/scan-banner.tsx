import { cn } from '@client/lib/cn';

/**
 * What the last scan found, large enough to read at arm's length (the product's name), or that
 * nothing was found; announced to screen readers as it changes.
 */
export function ScanBanner({
  title,
  detail,
  tone = 'found',
  children,
}: {
  title: string;
  detail?: string;
  tone?: 'found' | 'unknown';
  /** What to do next (the till's "Add this product"). */
  children?: React.ReactNode;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-1 rounded-xl border-2 p-3',
        tone === 'found' ? 'border-brand-600 bg-brand-50' : 'border-amber-500 bg-amber-50',
      )}
    >
      <p className="text-2xl font-bold leading-tight text-slate-900 break-words">{title}</p>
      {detail ? <p className="text-sm text-slate-700">{detail}</p> : null}
      {children}
    </div>
  );
}
