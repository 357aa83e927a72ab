import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { BackLink } from '@/components/ui/back-link';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useCreatePrayer } from '../api/create-prayer';
import { NEW_PRAYER_LABEL, PRAYER_SAVED_TOAST, SAVE_PRAYER_FAILED } from '../utils/prayer-messages';
import { PrayerForm } from './prayer-form';

/**
 * /prayers/new (and /prayer): write a prayer. Once saved, the member lands on it, where it can be
 * added to the journal; the form is replaced in the history so Back returns to the list.
 */
export function NewPrayerScreen() {
  const navigate = useNavigate();
  const createPrayer = useCreatePrayer();
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={paths.app.prayers.getHref()}>All prayers</BackLink>
      <PageHeader
        title={NEW_PRAYER_LABEL}
        description="Write it down, pray it through, and look back on how God answered."
      />
      <PrayerForm
        label={NEW_PRAYER_LABEL}
        submitLabel="Save prayer"
        pendingLabel="Saving..."
        pending={createPrayer.isPending}
        error={createPrayer.error}
        errorTitle={SAVE_PRAYER_FAILED}
        onSubmit={(values) =>
          createPrayer.mutate(values, {
            onSuccess: (prayer) => {
              toast({ type: 'success', ...PRAYER_SAVED_TOAST });
              void navigate(paths.app.prayer.getHref(prayer.id), { replace: true });
            },
          })
        }
        cancel={
          <Link to={paths.app.prayers.getHref()} className={buttonVariants({ variant: 'ghost' })}>
            Cancel
          </Link>
        }
      />
    </div>
  );
}
