import { BrandHomeLink } from '@/components/layouts/brand-home-link';
import { Mailbox } from '@/features/dev-mailbox';

export function DevMailboxRoute() {
  return (
    <div className="min-h-dvh bg-background">
      <title>Dev mailbox · Manna</title>
      <header className="border-b border-border/70">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4 sm:px-6">
          <BrandHomeLink />
          <span className="rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground">
            Development
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Mailbox />
      </main>
    </div>
  );
}
