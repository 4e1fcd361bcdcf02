import { useSearchParams } from 'react-router-dom';
import { searchFromFilters, type ListingFilters } from './filters';

/**
 * What the filter bar's Apply does on a page whose filters live in the URL: new filters go into
 * the URL (the list follows it); the filters already applied ask for the list again, since the
 * cars may have changed since it was read.
 */
export function useApplyFilters(applied: ListingFilters, reread: () => void) {
  const [, setSearchParams] = useSearchParams();
  return (next: ListingFilters) => {
    const search = searchFromFilters(next);
    if (search.toString() === searchFromFilters(applied).toString()) reread();
    else setSearchParams(search);
  };
}
