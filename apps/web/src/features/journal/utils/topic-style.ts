import type { TopicIcon } from '@manna/shared';
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
