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

/** A message in a card of its own, or (`framed` false: a list inside a card) as plain text. */
function Message({
  framed,
  className,
  role,
  children,
}: {
  framed: boolean;
  className: string;
  role?: 'alert';
  children: ReactNode;
}) {
  if (!framed) {
    return (
      <div className={cn('text-sm', className)} role={role}>
        {children}
      </div>
    );
  }
  return (
    <Card>
      <CardContent className={cn('pt-5', className)} role={role}>
        {children}
      </CardContent>
    </Card>
  );
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
  framed = true,
  messageClassName,
  children,
}: {
  query: ListQuery<T>;
  isEmpty: (data: T) => boolean;
  /** How many placeholders, each one's classes, and the classes of the element holding them. */
  skeleton: { count: number; className: string; listClassName: string };
  error: ReactNode;
  empty: ReactNode;
  emptyIcon?: LucideIcon;
  /** False for a list inside a card or a panel: its messages need no card of their own. */
  framed?: boolean;
  /** Extra classes of the error and empty messages (spacing, in a panel). */
  messageClassName?: string;
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
      <Message framed={framed} className={cn('text-red-700', messageClassName)} role="alert">
        {error}
      </Message>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Message
        framed={framed}
        className={cn(
          'text-slate-600',
          EmptyIcon && 'flex flex-col items-center gap-2 text-center',
        )}
      >
        {EmptyIcon ? <EmptyIcon className="size-8 text-slate-400" aria-hidden="true" /> : null}
        {EmptyIcon ? <p>{empty}</p> : empty}
      </Message>
    );
  }
  return <>{children(query.data)}</>;
}
