import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';

/** What a list needs of its query (a TanStack Query result fits). */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

/**
 * A list's four states: placeholders while it loads, the error, the empty message, or the list
 * itself (`children`, given the loaded data).
 */
export function ListStates<T>({
  query,
  isEmpty,
  skeleton,
  error,
  empty,
  emptyIcon: EmptyIcon,
  children,
}: {
  query: ListQuery<T>;
  isEmpty: (data: T) => boolean;
  /** How many placeholders, each one's classes, and the classes of the element holding them. */
  skeleton: { count: number; className: string; listClassName: string };
  error: ReactNode;
  empty: ReactNode;
  emptyIcon?: LucideIcon;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className={skeleton.listClassName}>
        {Array.from({ length: skeleton.count }, (_, i) => (
          <Skeleton key={i} className={skeleton.className} />
        ))}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <Card>
        <CardContent className="pt-5 text-red-700" role="alert">
          {error}
        </CardContent>
      </Card>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Card>
        <CardContent
          className={cn(
            'pt-5 text-slate-600',
            EmptyIcon && 'flex flex-col items-center gap-2 text-center',
          )}
        >
          {EmptyIcon ? <EmptyIcon className="size-8 text-slate-400" aria-hidden="true" /> : null}
          {EmptyIcon ? <p>{empty}</p> : empty}
        </CardContent>
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}
