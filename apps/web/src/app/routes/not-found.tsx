import { NotFoundScreen } from '@/components/errors/not-found-screen';
import { AppLayout } from '@/components/layouts/app-layout';
import { BrandHomeLink } from '@/components/layouts/brand-home-link';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';

/** Signed-in members keep their bottom navigation on a 404; visitors get a plain page. */
export function NotFoundRoute() {
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner label="Loading..." />;
  if (user) {
    return (
      <AppLayout>
        <NotFoundScreen />
      </AppLayout>
    );
  }
  return (
    <div className="min-h-dvh bg-background">
      <header className="mx-auto flex h-14 max-w-2xl items-center px-4">
        <BrandHomeLink />
      </header>
      <main>
        <NotFoundScreen />
      </main>
    </div>
  );
}
