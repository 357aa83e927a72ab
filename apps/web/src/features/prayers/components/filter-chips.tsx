import { cn } from '@/lib/cn';
import { PRAYER_FILTER_LABELS, PRAYER_FILTERS, type PrayerFilter } from '../utils/prayer-filters';

interface FilterChipsProps {
  value: PrayerFilter;
  onChange: (filter: PrayerFilter) => void;
}

/** All / Waiting / Answered: toggle buttons (aria-pressed) in a fieldset named by its legend. */
export function FilterChips({ value, onChange }: FilterChipsProps) {
  return (
    <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
      <legend className="sr-only">Show prayers</legend>
      {PRAYER_FILTERS.map((filter) => {
        const chosen = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChange(filter)}
            className={cn(
              'h-9 rounded-full border px-4 text-sm font-medium transition-colors',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
              chosen
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-card text-foreground hover:bg-accent',
            )}
          >
            {PRAYER_FILTER_LABELS[filter]}
          </button>
        );
      })}
    </fieldset>
  );
}
