import { Button } from '@/components/ui/button';
import { field } from '@/components/ui/styles';

/** The admin lists' search bar: free text (sent on submit) and one select filter (applied at once). */
export function SearchFilterForm<V extends string>({
  id,
  label,
  textLabel,
  filterLabel,
  allLabel,
  options,
  filter,
  onFilter,
  onSearch,
}: {
  id: string;
  label: string;
  textLabel: string;
  filterLabel: string;
  allLabel: string;
  options: readonly { value: V; label: string }[];
  filter: V | '';
  onFilter: (value: V | '') => void;
  onSearch: (text: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <form> with role=search is the ARIA search landmark; <search> would only add a wrapper.
    <form
      role="search"
      aria-label={label}
      className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
      }}
    >
      <div>
        <label htmlFor={`${id}-q`} className="mb-1 block text-sm font-medium">
          {textLabel}
        </label>
        <input id={`${id}-q`} name="q" type="search" className={field} />
      </div>
      <div>
        <label htmlFor={`${id}-filter`} className="mb-1 block text-sm font-medium">
          {filterLabel}
        </label>
        <select id={`${id}-filter`} value={filter} onChange={(e) => onFilter(e.target.value as V | '')} className={field}>
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <Button size="sm" type="submit">
        Rechercher
      </Button>
    </form>
  );
}

/** Loading and error lines shared by the admin lists. */
export function ListState({ pending, error, loading }: { pending: boolean; error: Error | null; loading: string }) {
  if (pending) return <p role="status">{loading}</p>;
  if (error)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4">
        {error.message}
      </p>
    );
  return null;
}
