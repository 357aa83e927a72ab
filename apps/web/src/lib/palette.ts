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
