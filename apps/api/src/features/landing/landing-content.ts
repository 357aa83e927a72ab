import {
  FREE_PLAN_SLUG,
  isBundledTranslation,
  type LandingVariant,
  type PlanDefinition,
  READING_PLANS,
  TRANSLATIONS,
  type TranslationInfo,
} from '@manna/shared';
import type { Illustration } from './landing-illustrations';

/** A part of the pitch; each variant shows the same parts in its own order. */
export type PitchSection = 'plan' | 'study' | 'journal' | 'habit' | 'steps';

/**
 * What the pages may promise, read from the catalogues rather than written into the copy, so a
 * count cannot drift from the product (docs/product/welcome-and-landing.md#what-the-pages-promise).
 */
export interface LandingCatalogue {
  /** The translations this server serves, in the list's order. */
  translations: readonly TranslationInfo[];
  /** The reading plans the server seeds, the free one first. */
  plans: readonly Pick<PlanDefinition, 'slug' | 'title'>[];
}

/**
 * The catalogue of a server with or without an API.Bible key: without one only the bundled
 * translations are served (docs/product/scripture.md#translations).
 */
export function landingCatalogue({
  licensedTranslations,
}: {
  licensedTranslations: boolean;
}): LandingCatalogue {
  return {
    translations: TRANSLATIONS.filter(
      (translation) => licensedTranslations || isBundledTranslation(translation.id),
    ),
    plans: READING_PLANS,
  };
}

export interface LandingCopy {
  /** The <title> and Open Graph title. */
  title: string;
  description: string;
  headline: string;
  lede: string;
  illustration: Illustration;
  sections: readonly PitchSection[];
}

export interface SectionCopy {
  heading: string;
  points: readonly string[];
}

export interface LandingContent {
  variants: Record<LandingVariant, LandingCopy>;
  sections: Record<PitchSection, SectionCopy>;
  welcome: Pick<LandingCopy, 'title' | 'description' | 'headline' | 'lede' | 'illustration'>;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** 'six translations', 'one translation'; counts past nine in figures. */
function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${NUMBER_WORDS[count] ?? count} ${count === 1 ? singular : plural}`;
}

// 'A, B and C', as the rest of the copy writes lists.
const list = (items: readonly string[]) =>
  new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);

/**
 * docs/product/welcome-and-landing.md#landing-pages: five ways of telling the same product, one
 * template, and the welcome page. Only what Manna does today is claimed: no testimonials, no
 * figures about members.
 */
export function landingContent({ translations, plans }: LandingCatalogue): LandingContent {
  const translationCount = counted(translations.length, 'English translation');
  // Kept on the device once opened (docs/offline.md): the bundled, public-domain ones.
  const offline = translations.filter(({ id }) => isBundledTranslation(id));
  const bundled = list(offline.map(({ name }) => `the ${name}`));
  const readIn = translations.every(({ id }) => isBundledTranslation(id))
    ? `Read in ${translationCount}, ${bundled}; the chapters you open stay readable offline.`
    : `Read in ${translationCount} (${list(translations.map(({ abbreviation }) => abbreviation))}); chapters you open in ${bundled} stay readable offline.`;

  const freePlan = plans.find(({ slug }) => slug === FREE_PLAN_SLUG);
  const premiumNote = freePlan
    ? `The ${freePlan.title} is free, always; premium plans open with tokens or a subscription.`
    : 'Premium plans open with tokens or a subscription.';
  const planCount = counted(plans.length, 'reading plan');
  const otherPlans = counted(plans.length - 1, 'more plan');

  return {
    variants: {
      landing: {
        title: 'Manna: read the New Testament, one day at a time',
        description: `A free New Testament reading plan and ${otherPlans}, with streaks, ${translationCount}, study notes and a private prayer journal.`,
        headline: 'Read the New Testament, one day at a time',
        lede: 'Manna sets out each day’s chapters, remembers where you are, and helps you catch up when life gets busy.',
        illustration: 'sunrise-book',
        sections: ['plan', 'study', 'journal', 'habit', 'steps'],
      },
      landingv2: {
        title: 'Manna: scripture, prayer and your notes in one quiet place',
        description:
          'Keep a private prayer journal beside your daily Bible reading, with study notes on any verse.',
        headline: 'Scripture, prayer and your notes in one quiet place',
        lede: 'Write down what you pray for and what a passage teaches you, right next to the chapter you read today.',
        illustration: 'journal',
        sections: ['journal', 'plan', 'study', 'steps', 'habit'],
      },
      landingv3: {
        title: 'Manna: build a daily Bible reading habit',
        description:
          'A reading plan, a streak and daily reminders that help you open the Bible every day.',
        headline: 'Build a daily Bible reading habit that lasts',
        lede: 'A clear plan for each day, a streak that grows with every day you read, and a reminder at the time you choose.',
        illustration: 'streak',
        sections: ['steps', 'habit', 'plan', 'journal', 'study'],
      },
      landingv4: {
        title: 'Manna: your daily reading goes where you go',
        description: `Read on your phone or computer; chapters you open in the ${list(offline.map(({ abbreviation }) => abbreviation))} stay readable offline.`,
        headline: 'Your daily reading goes where you go',
        lede: `Your plan, bookmarks and notes follow you from phone to computer, and chapters you open in ${bundled} stay readable without a connection.`,
        illustration: 'phone',
        sections: ['habit', 'plan', 'steps', 'study', 'journal'],
      },
      landingv5: {
        title: `Manna: study deeper with ${counted(translations.length, 'translation')} and verse notes`,
        description: `Compare ${translationCount}, bookmark verses and keep study notes you can filter and export.`,
        headline: `Study deeper: ${counted(translations.length, 'translation')} and notes on every verse`,
        lede: 'Read a passage in another translation, bookmark the verse that stays with you, and keep notes you can search and export.',
        illustration: 'pages',
        sections: ['study', 'journal', 'plan', 'habit', 'steps'],
      },
    },
    sections: {
      plan: {
        heading: 'A plan for every day',
        points: [
          `Choose from ${planCount}: ${list(plans.map(({ title }) => title))}, with the day’s chapters ready for you.`,
          premiumNote,
          'Mark chapters read or unread and see where you are in the plan.',
          'Missed a few days? Catch up without losing your place.',
        ],
      },
      study: {
        heading: 'Read and study',
        points: [
          readIn,
          'Bookmark verses and come back to them from any device.',
          'Write study notes on a verse or a chapter, then filter and export them.',
        ],
      },
      journal: {
        heading: 'Pray and reflect',
        points: [
          'Keep a private journal of prayers and reflections, grouped into topics.',
          'Attach a voice memo when writing is not what you need.',
          'Share a testimony with the community when you are ready.',
        ],
      },
      habit: {
        heading: 'Keep going',
        points: [
          'Watch your streak and the week at a glance.',
          'Set a daily reminder for the time that suits you.',
          'Earn achievements as your reading grows.',
        ],
      },
      steps: {
        heading: 'How to start',
        points: [
          'Create an account with your e-mail address and a password.',
          'Confirm your address from the e-mail we send you.',
          'Choose a reading plan and read today’s chapters.',
        ],
      },
    },
    welcome: {
      title: 'Manna: daily Bible reading, prayer and journaling',
      description:
        'Manna is where our community reads the Bible on a daily plan, keeps study notes and a private prayer journal.',
      headline: 'Welcome to Manna',
      lede: `Daily Bible reading with ${planCount} to choose from, scripture in ${translationCount}, study notes and a private prayer journal, for the members of our community.`,
      illustration: 'welcome',
    },
  };
}
