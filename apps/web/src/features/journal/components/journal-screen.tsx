import { FolderPlus, PenLine } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useDebounce } from 'use-debounce';
import { Button } from '@/components/ui/button';
import { pillTabClassName, pillTabListClassName } from '@/components/ui/tab-styles';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { JOURNAL_TABS, type JournalTab, paths } from '@/config/paths';
import { journalLandingOf } from '../utils/journal-landing';
import { NEW_ENTRY_LABEL, NEW_TOPIC_LABEL } from '../utils/journal-messages';
import { EntryList } from './entry-list';
import { JournalAchievementsCard } from './journal-achievements-card';
import {
  JOURNAL_SEARCH_DEBOUNCE_MS,
  JournalSearchBox,
  JournalSearchResults,
} from './journal-search';
import { TopicList } from './topic-list';

const TAB_LABELS: Record<JournalTab, string> = { entries: 'Entries', topics: 'Topics' };

/** The open tab lives in the URL (?tab=topics), so coming back from a topic returns to it. */
function parseJournalTab(value: string | null): JournalTab {
  return JOURNAL_TABS.find((tab) => tab === value) ?? 'entries';
}

/**
 * /journal (docs/product/journal.md#journal): search, 'New entry' and 'New topic', the Entries and
 * Topics tabs, and the journal achievements. Arriving from a change, the entry or topic it touched
 * is marked.
 */
export function JournalScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const landing = journalLandingOf(useLocation().state);
  const tab = parseJournalTab(searchParams.get('tab'));
  const [searchText, setSearchText] = useState('');
  const [debounced] = useDebounce(searchText.trim(), JOURNAL_SEARCH_DEBOUNCE_MS);
  const searching = searchText.trim() !== '' && debounced !== '';

  const selectTab = (next: string) => {
    const chosen = parseJournalTab(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (chosen === 'entries') params.delete('tab');
        else params.set('tab', chosen);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold">Journal</h1>
          <p className="mt-1 text-muted-foreground">
            Your prayers and reflections, kept between you and God.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.app.newJournalEntry.getHref()}>
              <PenLine aria-hidden="true" />
              {NEW_ENTRY_LABEL}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.app.newTopic.getHref()}>
              <FolderPlus aria-hidden="true" />
              {NEW_TOPIC_LABEL}
            </Link>
          </Button>
        </div>
        <JournalSearchBox value={searchText} onChange={setSearchText} />
      </header>

      {searching ? (
        <JournalSearchResults query={debounced} />
      ) : (
        <Tabs value={tab} onValueChange={selectTab} className="flex flex-col gap-4">
          <TabsList aria-label="Journal" className={pillTabListClassName}>
            {JOURNAL_TABS.map((value) => (
              <TabsTrigger key={value} value={value} className={pillTabClassName}>
                {TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="entries">
            <EntryList markedId={landing?.kind === 'entry' ? landing.id : null} />
          </TabsContent>
          <TabsContent value="topics">
            <TopicList marked={landing?.kind === 'topic' ? landing : null} />
          </TabsContent>
        </Tabs>
      )}

      <JournalAchievementsCard />
    </div>
  );
}
