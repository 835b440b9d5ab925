import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input, Select } from '@client/components/ui/input';
import type { ListParams } from '../api/admin-queries';
import { useText } from '@client/i18n/use-text';
import { adminText } from '../admin-text';

export type StatusFilter = NonNullable<ListParams['status']>;

/** A search box (sent to the server after a short pause) and the status filter. */
export function AccountFilters({
  placeholder,
  initialSearch = '',
  status,
  onSearch,
  onStatus,
}: {
  placeholder: string;
  /** The box's text on arrival (the top bar's merchant search). */
  initialSearch?: string;
  status: StatusFilter;
  onSearch: (search: string) => void;
  onStatus: (status: StatusFilter) => void;
}) {
  const [text, setText] = useState(initialSearch);
  const t = useText(adminText);
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={placeholder}
          placeholder={placeholder}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        aria-label={t('status.label')}
        value={status}
        onChange={(event) => onStatus(event.target.value as StatusFilter)}
        className="sm:w-40"
      >
        <option value="all">{t('status.all')}</option>
        <option value="active">{t('status.active')}</option>
        <option value="inactive">{t('status.inactive')}</option>
      </Select>
    </div>
  );
}
