import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount } from '@shared/paging/page-size';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { commonText } from '@client/i18n/common-text';
import { useText } from '@client/i18n/use-text';

/**
 * Previous / Page x of y / Next under a server-paged list. Hidden while everything fits on one
 * page, unless it carries a summary (such as the count of matches).
 */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  summary,
  className,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  summary?: string;
  className?: string;
}) {
  const t = useText(commonText);
  const pages = pageCount(total, pageSize);
  if (total <= pageSize && !summary) return null;
  return (
    <nav
      aria-label={t('pages')}
      className={cn('flex items-center justify-between gap-2 text-sm text-slate-600', className)}
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft /> {t('previous')}
      </Button>
      <span>
        {t('pageOf', { page, pages: pages.toLocaleString('en-ZA') })}
        {summary ? ` · ${summary}` : null}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')} <ChevronRight />
      </Button>
    </nav>
  );
}
