import { Skeleton } from '@client/components/ui/skeleton';
import { commonText } from '@client/i18n/common-text';

/** A page's place while it loads: a title and two blocks, announced as loading. */
export function PageLoading() {
  return (
    <div
      role="status"
      className="flex flex-col gap-4"
      aria-busy="true"
      aria-label={commonText.t('loading')}
    >
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
