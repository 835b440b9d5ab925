import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount } from '@shared/admin/paging';
import { Button } from '@client/components/ui/button';

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (total <= pageSize) return null;
  return (
    <nav
      aria-label="Pages"
      className="flex items-center justify-between gap-2 text-sm text-slate-600"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft /> Previous
      </Button>
      <span>
        Page {page} of {pages.toLocaleString('en-ZA')}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight />
      </Button>
    </nav>
  );
}
