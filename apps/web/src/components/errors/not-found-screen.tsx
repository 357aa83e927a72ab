import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundScreen() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center"
    >
      <title>Page not found · Manna</title>
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-primary">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">404</p>
      <h1 id="not-found-title" className="mt-1 font-serif text-3xl font-semibold">
        Page not found
      </h1>
      <p className="mt-3 text-muted-foreground">
        We couldn't find the page you were looking for. It may have moved, or it isn't here yet.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.app.home.getHref()}>Go to Home</Link>
      </Button>
    </section>
  );
}
