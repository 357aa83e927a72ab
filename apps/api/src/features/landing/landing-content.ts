import type { LandingVariant } from '@manna/shared';
import type { Illustration } from './landing-illustrations';

/** A part of the pitch; each variant shows the same parts in its own order. */
export type PitchSection = 'plan' | 'study' | 'journal' | 'habit' | 'steps';

export interface LandingCopy {
  /** The <title> and Open Graph title. */
  title: string;
  description: string;
  headline: string;
  lede: string;
  illustration: Illustration;
  sections: readonly PitchSection[];
}

/**
 * docs/product/welcome-and-landing.md#landing-pages: five ways of telling the same product, one
 * template. Only what Manna does today is claimed: no testimonials, no figures.
 */
export const LANDING_COPY: Record<LandingVariant, LandingCopy> = {
  landing: {
    title: 'Manna: read the New Testament, one day at a time',
    description:
      'A daily New Testament reading plan with streaks, five translations, study notes and a private prayer journal.',
    headline: 'Read the New Testament, one day at a time',
    lede: 'Manna gives you a chapter or two each day, remembers where you are, and helps you catch up when life gets busy.',
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
    description:
      'Read on your phone or computer, with the bundled translations available even offline.',
    headline: 'Your daily reading goes where you go',
    lede: 'Your plan, bookmarks and notes follow you from phone to computer, and the King James and World English Bibles open even without a connection.',
    illustration: 'phone',
    sections: ['habit', 'plan', 'steps', 'study', 'journal'],
  },
  landingv5: {
    title: 'Manna: study deeper with five translations and verse notes',
    description:
      'Compare five English translations, bookmark verses and keep study notes you can filter and export.',
    headline: 'Study deeper: five translations and notes on every verse',
    lede: 'Read a passage in another translation, bookmark the verse that stays with you, and keep notes you can search and export.',
    illustration: 'pages',
    sections: ['study', 'journal', 'plan', 'habit', 'steps'],
  },
};

export interface SectionCopy {
  heading: string;
  points: readonly string[];
}

export const SECTION_COPY: Record<PitchSection, SectionCopy> = {
  plan: {
    heading: 'A plan for every day',
    points: [
      'Follow a New Testament reading plan with the day’s chapters ready for you.',
      'Mark chapters read or unread and see where you are in the plan.',
      'Missed a few days? Catch up without losing your place.',
    ],
  },
  study: {
    heading: 'Read and study',
    points: [
      'Read in five English translations; the King James and World English Bibles work offline.',
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
      'Start the reading plan and read today’s chapter.',
    ],
  },
};
