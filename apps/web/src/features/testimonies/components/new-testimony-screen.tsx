import { HandHeart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useCreateTestimony } from '../api/create-testimony';
import { BLANK_TESTIMONY_DRAFT, type TestimonyDraft } from '../utils/testimony-draft';
import { SHARE_TESTIMONY_TITLE, TESTIMONY_SENT_TOAST } from '../utils/testimony-messages';
import { TestimonyForm } from './testimony-form';

interface NewTestimonyScreenProps {
  /** Where the testimony starts: from an answered prayer, or blank. */
  draft?: TestimonyDraft;
  /** A prayer was asked for (?prayer=) but is not the member's or no longer exists. */
  prayerMissing?: boolean;
}

/**
 * /testimonies/new: a member tells how God answered. It goes to an admin first; once sent, the
 * member lands on it (replacing the form in the history), where it says it waits for review.
 */
export function NewTestimonyScreen({
  draft = BLANK_TESTIMONY_DRAFT,
  prayerMissing = false,
}: NewTestimonyScreenProps) {
  const navigate = useNavigate();
  const createTestimony = useCreateTestimony();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={paths.app.testimonies.getHref()}>All testimonies</BackLink>
      <PageHeader
        title={SHARE_TESTIMONY_TITLE}
        description="Tell how God has been faithful. An admin reads each testimony before it is shared with the community."
      />
      {draft.prayer_title ? (
        <p className="flex items-center gap-2 rounded-xl bg-muted/60 px-4 py-3 text-sm">
          <HandHeart aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span>
            From your prayer “<span className="font-semibold">{draft.prayer_title}</span>”. Tell it
            in your own words.
          </span>
        </p>
      ) : null}
      {prayerMissing ? (
        <Alert variant="info">
          That prayer could not be found, so this testimony starts blank.
        </Alert>
      ) : null}
      <TestimonyForm
        defaultValues={{ title: draft.title, content: draft.content }}
        pending={createTestimony.isPending}
        error={createTestimony.error}
        onSubmit={(values) =>
          createTestimony.mutate(
            { ...values, prayer_id: draft.prayer_id },
            {
              onSuccess: (testimony) => {
                toast({ type: 'success', ...TESTIMONY_SENT_TOAST });
                void navigate(paths.app.testimony.getHref(testimony.id), { replace: true });
              },
            },
          )
        }
      />
    </div>
  );
}
