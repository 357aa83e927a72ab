import { type ReactNode, useEffect } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { preloadAuthClient } from '@/lib/auth-call';
import { VisitorLink } from '@/lib/visitor-navigation';
import { Brand } from './brand';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The calm, centred shell of the sign-in, sign-up and password screens. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  // Every screen here submits to the auth client: have it ready by the time the member does.
  useEffect(preloadAuthClient, []);
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <div className="flex flex-1 flex-col items-center px-4 pt-[max(3rem,env(safe-area-inset-top))] pb-10 sm:justify-center sm:pt-10">
        <header className="mb-8">
          <VisitorLink
            to={paths.root.getHref()}
            aria-label="Manna home"
            className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background"
          >
            <Brand />
          </VisitorLink>
        </header>
        <main className="w-full max-w-md">
          <title>{`${title} · Manna`}</title>
          <Card>
            <CardHeader className="pb-2 sm:pb-2">
              <h1 className="font-serif text-2xl font-semibold sm:text-3xl">{title}</h1>
              {description ? (
                <CardDescription className="text-base">{description}</CardDescription>
              ) : null}
            </CardHeader>
            <CardContent className="pt-4">{children}</CardContent>
          </Card>
          {footer ? (
            <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
          ) : null}
        </main>
      </div>
    </div>
  );
}
