import type { HTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}

/** A bar one line of text high, set in the text's own element, so a skeleton keeps its height. */
export function SkeletonLine({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block h-[1lh] animate-pulse rounded-md bg-slate-200 align-top',
        className,
      )}
    />
  );
}
