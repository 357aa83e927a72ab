import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function ForbiddenScreen() {
  return (
    <section
      aria-labelledby="forbidden-title"
      className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center"
    >
      <title>Access denied · Manna</title>
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-primary">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 id="forbidden-title" className="font-serif text-3xl font-semibold">
        Access denied
      </h1>
      <p className="mt-3 text-muted-foreground">
        This area is for administrators, so members can't open it. If you think you should have
        access, please ask an administrator of your community.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.app.home.getHref()}>Go to Home</Link>
      </Button>
    </section>
  );
}
