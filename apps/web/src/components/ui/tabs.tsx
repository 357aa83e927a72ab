import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useId,
} from 'react';

// WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/) with automatic activation: the
// arrow keys, Home and End move between tabs and show the panel. Ours rather than Radix Tabs: the
// reading screen's first load has a 150 KB budget, and Radix Tabs with its roving-focus,
// collection and presence packages cost it about 8 KB gzipped (docs/decisions/005).

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  idOf: (value: string, part: 'tab' | 'panel') => string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = use(TabsContext);
  if (!context) throw new Error('Tab parts must be inside <Tabs>');
  return context;
}

interface TabsProps {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}

export function Tabs({ value, onValueChange, className, children }: TabsProps) {
  const baseId = useId();
  const context: TabsContextValue = {
    value,
    select: onValueChange,
    idOf: (tab, part) => `${baseId}-${part}-${tab}`,
  };
  return (
    <TabsContext value={context}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

const NEXT_TAB_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_TAB_KEYS[event.key];
    if (!move) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    );
    const focused = document.activeElement;
    const index = focused instanceof HTMLButtonElement ? tabs.indexOf(focused) : -1;
    if (index === -1) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    next?.focus();
    next?.click();
  };
  return <div role="tablist" className={className} onKeyDown={onKeyDown} {...props} />;
}

interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ value, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf(value, 'tab')}
      aria-selected={selected}
      // Only the selected tab's panel exists.
      aria-controls={selected ? tabs.idOf(value, 'panel') : undefined}
      data-state={selected ? 'active' : 'inactive'}
      // Roving tab stop: Tab reaches the selected tab, the arrow keys the others.
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      {...props}
    />
  );
}

interface TabsContentProps extends Omit<ComponentProps<'div'>, 'value'> {
  value: string;
}

/** The selected tab's panel; the others are not rendered. */
export function TabsContent({ value, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf(value, 'panel')}
      aria-labelledby={tabs.idOf(value, 'tab')}
      {...props}
    />
  );
}
