import { Check, ChevronDown } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Searchable single choice (ARIA 1.2 combobox + listbox). Only a listed option can be the value:
 * typing filters (case- and accent-insensitive), Enter/click picks, Escape closes.
 * The list is rendered in the flow, not in a portal, so it works inside scrolling dialogs.
 */
export function Combobox(props: {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  emptyText?: string;
  inputClassName?: string;
}) {
  const id = useId();
  const [query, setQuery] = useState(props.value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const filtered = useMemo(() => {
    const q = fold(query === props.value ? '' : query);
    return q ? props.options.filter((o) => fold(o).includes(q)) : [...props.options];
  }, [props.options, props.value, query]);

  const pick = (option: string) => {
    props.onChange(option);
    setQuery(option);
    setOpen(false);
  };
  const move = (to: number) => {
    const i = Math.max(0, Math.min(filtered.length - 1, to));
    setActive(i);
    listRef.current?.querySelector(`[data-index="${i}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!open) setOpen(true);
      else move(active + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      move(active - 1);
    } else if (e.key === 'Enter' && open) {
      e.preventDefault();
      const o = filtered[active];
      if (o) pick(o);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };
  const describedBy = props.error ? `${id}-err` : undefined;

  return (
    <div>
      <label htmlFor={`${id}-input`} className="block text-sm font-medium">
        {props.label}
      </label>
      <div className="relative">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && filtered[active] ? `${id}-opt-${active}` : undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          placeholder={props.placeholder}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
            const exact = props.options.find((o) => fold(o) === fold(e.target.value));
            props.onChange(exact ?? '');
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`${props.inputClassName ?? ''} pr-9`}
        />
        <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 mt-0.5 h-4 w-4 -translate-y-1/2 text-ink-soft" />
      </div>
      <ul
        id={`${id}-list`}
        ref={listRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA combobox: focus stays in the input, options are reached through aria-activedescendant.
        role="listbox"
        aria-label={props.label}
        hidden={!open}
        className="mt-1 max-h-56 overflow-y-auto rounded-md border border-ink/20 bg-white py-1 shadow-sm"
      >
        {filtered.map((o, i) => (
          // biome-ignore lint/a11y/useFocusableInteractive: WAI-ARIA combobox: focus stays in the input, options are reached through aria-activedescendant.
          <li
            key={o}
            id={`${id}-opt-${i}`}
            data-index={i}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: WAI-ARIA combobox: focus stays in the input, options are reached through aria-activedescendant.
            role="option"
            aria-selected={o === props.value}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(o);
            }}
            onMouseMove={() => setActive(i)}
            className={`flex cursor-pointer items-center justify-between px-3 py-2 text-sm ${i === active ? 'bg-paper text-ink' : ''}`}
          >
            {o}
            {o === props.value && <Check aria-hidden className="h-4 w-4 text-accent" />}
          </li>
        ))}
        {filtered.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-sm text-ink-soft">
            {props.emptyText ?? 'Aucun résultat'}
          </li>
        )}
      </ul>
      {props.error && (
        <p id={describedBy} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}
