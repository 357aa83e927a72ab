import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ReadingTab } from '@/config/paths';
import { cn } from '@/lib/cn';

// Each tab has a short label for small screens (docs/product/reading-plans.md#tabs).
export const READING_TAB_LABELS: Record<ReadingTab, { full: string; short: string }> = {
  today: { full: "Today's Reading", short: 'Today' },
  plan: { full: 'Full Plan', short: 'Plan' },
  saved: { full: 'Bookmarks', short: 'Saved' },
  notes: { full: 'Study Notes', short: 'Notes' },
  info: { full: 'Book Info', short: 'Info' },
  settings: { full: 'Settings', short: 'Settings' },
};

interface ReadingTabsProps {
  value: ReadingTab;
  onValueChange: (tab: ReadingTab) => void;
  tabs: readonly ReadingTab[];
  children: ReactNode;
}

/** ARIA tabs: arrow keys move between tabs, each panel is tied to its tab for screen readers. */
export function ReadingTabs({ value, onValueChange, tabs, children }: ReadingTabsProps) {
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        const tab = tabs.find((candidate) => candidate === next);
        if (tab) onValueChange(tab);
      }}
      className="flex flex-col gap-4"
    >
      <TabsList aria-label="Reading plan" className="flex gap-1 rounded-2xl bg-muted p-1">
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab}
            value={tab}
            className={cn(
              'flex h-10 min-w-0 flex-1 items-center justify-center rounded-xl px-2 text-sm font-medium whitespace-nowrap transition-colors',
              'text-muted-foreground hover:text-foreground',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
            )}
          >
            <span className="sm:hidden">{READING_TAB_LABELS[tab].short}</span>
            <span className="hidden sm:inline">{READING_TAB_LABELS[tab].full}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {children}
    </Tabs>
  );
}

export function ReadingTabPanel({ value, children }: { value: ReadingTab; children: ReactNode }) {
  return (
    <TabsContent
      value={value}
      // The panel's own content (links, buttons, the scripture area) takes focus; the panel need not.
      tabIndex={-1}
      className="focus-visible:outline-none"
    >
      {children}
    </TabsContent>
  );
}
