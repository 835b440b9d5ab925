import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A server-paged list's search box and page: the words typed (for the box), the search sent
 * (trimmed, once typing pauses), and the page, back to 1 whenever the search or a filter changes.
 */
export function usePagedSearch() {
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), 300);
  return {
    search,
    page,
    setPage,
    /** The search box's own props. */
    searchBox: {
      type: 'search',
      value: searchText,
      onChange: (event: { target: { value: string } }) => {
        setSearchText(event.target.value);
        setPage(1);
      },
    },
  } as const;
}
