import type { CurrentUser } from '@manna/shared';
import {
  BookOpen,
  ChevronRight,
  type LucideIcon,
  Palette,
  Quote,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { RecentPrayerCard } from '@/features/prayers';
import { formatInZone } from '@/lib/format';
import { getDailyVerse } from './daily-verse';
import { getGreeting } from './greeting';
import { TodaysReadingCard } from './todays-reading-card';

const TODAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };

interface QuickLink {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

interface HomeScreenProps {
  user: CurrentUser;
  isAdmin: boolean;
  now?: Date;
}

export function HomeScreen({ user, isAdmin, now = new Date() }: HomeScreenProps) {
  const verse = getDailyVerse(now, user.time_zone);
  const links: QuickLink[] = [
    {
      to: paths.app.bible.getHref(),
      title: 'Read the Bible',
      description: 'Open any book and chapter, or go straight to a passage',
      icon: BookOpen,
    },
    {
      to: paths.app.testimonies.getHref(),
      title: 'Testimonies',
      description: "Read how God has answered our community's prayers, and share yours",
      icon: Sparkles,
    },
    {
      to: paths.app.settings.getHref('account'),
      title: 'Your account',
      description: 'Your name, tokens and sign-in details',
      icon: UserRound,
    },
    {
      to: paths.app.settings.getHref('appearance'),
      title: 'Appearance',
      description: 'Dark mode for restful evening reading',
      icon: Palette,
    },
    {
      to: paths.app.settings.getHref('security'),
      title: 'Security',
      description: user.two_factor_enabled
        ? 'Two-factor authentication is on'
        : 'Add two-factor authentication and change your password',
      icon: ShieldCheck,
    },
  ];
  if (isAdmin) {
    links.push({
      to: paths.app.admin.getHref(),
      title: 'Admin area',
      description: 'Members, sign-ups and reading plans at a glance',
      icon: Users,
    });
  }

  return (
    <div className="flex flex-col gap-8">
      <header>
        <p className="text-sm font-medium tracking-wide text-muted-foreground">
          {formatInZone(now, TODAY_FORMAT, { timeZone: user.time_zone })}
        </p>
        <h1 className="mt-1 font-serif text-3xl font-semibold sm:text-4xl">
          {getGreeting(user.profile.full_name, now, user.time_zone)}
        </h1>
      </header>

      <TodaysReadingCard userId={user.id} />

      <RecentPrayerCard />

      <figure className="relative overflow-hidden rounded-3xl border border-border bg-gradient-to-br from-accent via-card to-card p-6 shadow-sm sm:p-8">
        <Quote
          aria-hidden="true"
          className="pointer-events-none absolute top-4 right-4 size-16 rotate-180 fill-primary/10 text-primary/10"
        />
        <p className="text-xs font-semibold tracking-widest text-primary uppercase">
          Verse for today
        </p>
        <blockquote className="relative mt-3 font-serif text-xl leading-relaxed sm:text-2xl">
          <p>{verse.text}</p>
        </blockquote>
        <figcaption className="mt-4 text-sm font-medium text-muted-foreground">
          {verse.reference} <span className="font-normal">(KJV)</span>
        </figcaption>
      </figure>

      <section aria-labelledby="quick-links-title" className="flex flex-col gap-3">
        <h2 id="quick-links-title" className="font-serif text-xl font-semibold">
          Your Manna
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {links.map(({ to, title, description, icon: Icon }) => (
            <li key={to}>
              <Card className="h-full transition-colors hover:bg-accent/50">
                <Link
                  to={to}
                  className="flex h-full items-center gap-4 rounded-2xl p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-semibold">{title}</span>
                    <span className="text-sm text-muted-foreground">{description}</span>
                  </span>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-5 shrink-0 text-muted-foreground"
                  />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
