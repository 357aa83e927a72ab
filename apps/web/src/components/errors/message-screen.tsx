import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface MessageScreenProps {
  icon: LucideIcon;
  title: string;
  /** A small line above the title, e.g. '404'. */
  eyebrow?: string;
  children: ReactNode;
  action: { label: string; to: string };
}

/** A calm full-screen message with one way on: not found, access denied and the like. */
export function MessageScreen({
  icon: Icon,
  title,
  eyebrow,
  children,
  action,
}: MessageScreenProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center"
    >
      <title>{`${title} · Manna`}</title>
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-muted text-primary">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h1 id={titleId} className={`font-serif text-3xl font-semibold${eyebrow ? ' mt-1' : ''}`}>
        {title}
      </h1>
      <p className="mt-3 text-muted-foreground">{children}</p>
      <Button asChild className="mt-8">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </section>
  );
}
