import { AfterHeading } from '@/components/ui/after-heading';
import { ScripturePanelSkeleton } from '@/features/scripture';
import { lazyExport } from '@/lib/lazy-export';
import type { StudyScripturePanelProps } from './study-scripture-panel';

const StudyScripturePanel = lazyExport(
  () => import('./study-scripture-panel'),
  'StudyScripturePanel',
);

/**
 * The scripture panel with the study layer, whose code (the panel, its controls, bookmarks and
 * note badges) is asked for once the screen around it is shown: its skeleton keeps the room
 * meanwhile (docs/decisions/016-reading-first-load.md). The screens have their chapter on its way
 * by then.
 */
export function LazyStudyScripturePanel(props: StudyScripturePanelProps) {
  return (
    <AfterHeading placeholder={<ScripturePanelSkeleton />}>
      <StudyScripturePanel {...props} />
    </AfterHeading>
  );
}
