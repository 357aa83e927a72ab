import { NOTE_COLOR_LABELS, type NoteColor, type TopicColor } from '@manna/shared';

// Study notes (docs/product/study-notes-and-bookmarks.md#notes) and journal topics
// (docs/product/journal.md#topics) take their colours from one palette. Whole class
// names, so Tailwind finds them in the source.

export type PaletteColor = NoteColor | TopicColor;

export const PALETTE_LABELS: Record<PaletteColor, string> = NOTE_COLOR_LABELS;

/** A colour picker's swatch. */
export const PALETTE_SWATCH: Record<PaletteColor, string> = {
  blue: 'bg-blue-500',
  green: 'bg-green-500',
  yellow: 'bg-yellow-400',
  red: 'bg-red-500',
  purple: 'bg-purple-500',
  pink: 'bg-pink-400',
  gray: 'bg-gray-400',
};

/** A card's left accent. */
export const PALETTE_ACCENT: Record<PaletteColor, string> = {
  blue: 'border-l-blue-500',
  green: 'border-l-green-500',
  yellow: 'border-l-yellow-400',
  red: 'border-l-red-500',
  purple: 'border-l-purple-500',
  pink: 'border-l-pink-400',
  gray: 'border-l-gray-400',
};

/**
 * A round badge: text colour for its icon on a tinted background. Journal topics and achievement
 * badges (badge_color is a colour name, docs/product/achievements.md#catalogue) use it; an unknown
 * colour falls back to blue rather than showing nothing.
 */
const PALETTE_BADGE: Record<PaletteColor, string> = {
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-400/20 dark:text-blue-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-400/20 dark:text-green-200',
  yellow: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-400/20 dark:text-yellow-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-400/20 dark:text-red-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-400/20 dark:text-purple-200',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-400/20 dark:text-pink-200',
  gray: 'bg-gray-100 text-gray-800 dark:bg-gray-400/20 dark:text-gray-200',
};

const isPaletteColor = (color: string): color is PaletteColor =>
  Object.hasOwn(PALETTE_BADGE, color);

export function badgeClassesFor(color: string): string {
  return isPaletteColor(color) ? PALETTE_BADGE[color] : PALETTE_BADGE.blue;
}
