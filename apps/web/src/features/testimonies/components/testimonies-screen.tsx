import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { pillTabClassName, pillTabListClassName } from '@/components/ui/tab-styles';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMyTestimonies } from '../api/get-my-testimonies';
import { useTestimonies } from '../api/get-testimonies';
import {
  COMMUNITY_TAB_LABEL,
  MY_TESTIMONIES_TAB_LABEL,
  TESTIMONIES_TITLE,
} from '../utils/testimony-messages';
import { ShareTestimonyLink } from './share-testimony-link';
import { TestimonyList } from './testimony-list';

const TABS = ['community', 'mine'] as const;
type TestimoniesTab = (typeof TABS)[number];
/** ?tab=mine opens the member's own; the community's list is the default and stays out of the URL. */
const TAB_PARAM = 'tab';

/**
 * /testimonies: the community's approved testimonies, and the member's own with where each
 * stands in review.
 */
export function TestimoniesScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TestimoniesTab = searchParams.get(TAB_PARAM) === 'mine' ? 'mine' : 'community';
  const selectTab = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'mine') params.set(TAB_PARAM, 'mine');
        else params.delete(TAB_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={TESTIMONIES_TITLE}
        description="Stories of God's faithfulness, shared by members of the community."
        action={<ShareTestimonyLink />}
      />
      <Tabs value={tab} onValueChange={selectTab} className="flex flex-col gap-4">
        <TabsList aria-label="Testimonies" className={pillTabListClassName}>
          <TabsTrigger value="community" className={pillTabClassName}>
            {COMMUNITY_TAB_LABEL}
          </TabsTrigger>
          <TabsTrigger value="mine" className={pillTabClassName}>
            {MY_TESTIMONIES_TAB_LABEL}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="community">
          <CommunityTestimonies />
        </TabsContent>
        <TabsContent value="mine">
          <MyTestimonies />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function CommunityTestimonies() {
  return (
    <TestimonyList
      label="Testimonies from the community"
      query={useTestimonies()}
      emptyTitle="No testimonies yet"
      emptyMessage="When members share how God answered their prayers, their stories appear here. Yours could be the first."
    />
  );
}

function MyTestimonies() {
  return (
    <TestimonyList
      label={MY_TESTIMONIES_TAB_LABEL}
      query={useMyTestimonies()}
      own
      emptyTitle="You have not shared a testimony yet"
      emptyMessage="Tell how God has been faithful. An admin reads each testimony before it is shared with the community."
    />
  );
}
