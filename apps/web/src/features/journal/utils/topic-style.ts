import type { TopicColor, TopicIcon } from '@manna/shared';
import {
  BookOpen,
  Briefcase,
  HandHeart,
  Heart,
  House,
  type LucideIcon,
  Shield,
  Star,
  Sun,
  Target,
  Users,
} from 'lucide-react';

// Whole class names, so Tailwind finds them in the source.

/** Topic icons are lucide names ('target' by default, docs/product/journal.md#entities). */
export const TOPIC_ICON_COMPONENTS: Record<TopicIcon, LucideIcon> = {
  target: Target,
  heart: Heart,
  users: Users,
  home: House,
  briefcase: Briefcase,
  sun: Sun,
  'book-open': BookOpen,
  shield: Shield,
  star: Star,
  'hand-heart': HandHeart,
};

export const TOPIC_ICON_LABELS: Record<TopicIcon, string> = {
  target: 'Target',
  heart: 'Heart',
  users: 'People',
  home: 'Home',
  briefcase: 'Work',
  sun: 'Sun',
  'book-open': 'Open book',
  shield: 'Shield',
  star: 'Star',
  'hand-heart': 'Caring hand',
};

/** The round badge behind a topic's icon (text colour for the icon, tinted background). */
export const TOPIC_BADGE_CLASSES: Record<TopicColor, string> = {
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-400/20 dark:text-blue-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-400/20 dark:text-green-200',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-400/20 dark:text-yellow-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-400/20 dark:text-red-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-400/20 dark:text-purple-200',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-400/20 dark:text-pink-200',
  gray: 'bg-gray-100 text-gray-800 dark:bg-gray-400/20 dark:text-gray-200',
};

/**
 * Achievement badge colours (badge_color is a colour name, docs/product/journal.md#achievements).
 * An unknown one falls back to blue rather than showing nothing.
 */
export function badgeClassesFor(color: string): string {
  return TOPIC_BADGE_CLASSES[color as TopicColor] ?? TOPIC_BADGE_CLASSES.blue;
}
