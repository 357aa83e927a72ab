// Reader font settings (docs/product/scripture.md#reader-settings): sizes, line heights and the 13
// families. Pure values and helpers only; storage lives in ../stores and the lazily loaded font
// files in ./font-faces.

export const FONT_SIZES = [
  { value: 12, label: 'Extra Small' },
  { value: 14, label: 'Small' },
  { value: 16, label: 'Medium' },
  { value: 18, label: 'Large' },
  { value: 20, label: 'Extra Large' },
  { value: 22, label: 'XXL' },
  { value: 24, label: 'XXXL' },
] as const;

export type FontSize = (typeof FONT_SIZES)[number]['value'];

export const DEFAULT_FONT_SIZE: FontSize = 16;

const FONT_SIZE_VALUES: readonly number[] = FONT_SIZES.map((size) => size.value);

export function isFontSize(value: unknown): value is FontSize {
  return typeof value === 'number' && FONT_SIZE_VALUES.includes(value);
}

/** 'Medium (16px)'. */
/** A size's name: 'Medium' (docs/product/scripture.md#font-sizes). */
export function fontSizeName(size: FontSize): string {
  return FONT_SIZES.find((candidate) => candidate.value === size)?.label ?? 'Custom';
}

/** 'Medium (16px)' */
export function fontSizeLabel(size: FontSize): string {
  return `${fontSizeName(size)} (${size}px)`;
}

/** 1.6 up to 16px, 1.5 up to 20px, 1.4 above (docs/product/scripture.md#font-sizes). */
export function lineHeightFor(fontSize: number): number {
  if (fontSize <= 16) return 1.6;
  if (fontSize <= 20) return 1.5;
  return 1.4;
}

/**
 * The next size up (+1) or down (-1) the list, clamped at the ends; a size that is not on the
 * list steps from the nearest one that is (docs/product/scripture.md#font-sizes).
 */
export function stepFontSize(current: number, direction: 1 | -1): FontSize {
  const from = nearestFontSize(current);
  const index = FONT_SIZE_VALUES.indexOf(from);
  const next = Math.min(Math.max(index + direction, 0), FONT_SIZES.length - 1);
  return FONT_SIZES[next]?.value ?? from;
}

export function canStepFontSize(current: number, direction: 1 | -1): boolean {
  return stepFontSize(current, direction) !== nearestFontSize(current);
}

/** The allowed size closest to `value` (the smaller one on a tie); the default for nonsense. */
export function nearestFontSize(value: number): FontSize {
  if (!Number.isFinite(value)) return DEFAULT_FONT_SIZE;
  let best: FontSize = DEFAULT_FONT_SIZE;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const { value: size } of FONT_SIZES) {
    const distance = Math.abs(size - value);
    if (distance < bestDistance) {
      best = size;
      bestDistance = distance;
    }
  }
  return best;
}

export interface FontFamilyOption {
  id: FontFamilyId;
  label: string;
  /** The CSS font-family value; self-hosted faces back up the system fonts that may be missing. */
  stack: string;
}

// The 13 families in their order, Avenir (a sans-serif stack) the default
// (docs/product/scripture.md#fonts). Georgia, Times New Roman and Avenir are system fonts:
// metric-compatible or look-alike open fonts (Gelasio, Tinos, Nunito Sans) stand in where the
// system lacks them. The others are self-hosted from @fontsource (Source Sans Pro is published
// today as Source Sans 3).
export const FONT_FAMILIES = [
  {
    id: 'avenir',
    label: 'Avenir',
    stack:
      "'Avenir Next', Avenir, 'Nunito Sans', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
  },
  { id: 'noto-serif', label: 'Noto Serif', stack: "'Noto Serif', Georgia, serif" },
  { id: 'georgia', label: 'Georgia', stack: "Georgia, 'Gelasio', serif" },
  {
    id: 'times-new-roman',
    label: 'Times New Roman',
    stack: "'Times New Roman', Times, 'Tinos', serif",
  },
  { id: 'crimson-text', label: 'Crimson Text', stack: "'Crimson Text', Georgia, serif" },
  {
    id: 'libre-baskerville',
    label: 'Libre Baskerville',
    stack: "'Libre Baskerville', Baskerville, Georgia, serif",
  },
  { id: 'open-sans', label: 'Open Sans', stack: "'Open Sans', system-ui, sans-serif" },
  { id: 'roboto', label: 'Roboto', stack: 'Roboto, system-ui, sans-serif' },
  { id: 'inter', label: 'Inter', stack: 'Inter, system-ui, sans-serif' },
  {
    id: 'source-sans-pro',
    label: 'Source Sans Pro',
    stack: "'Source Sans Pro', 'Source Sans 3', system-ui, sans-serif",
  },
  { id: 'lato', label: 'Lato', stack: 'Lato, system-ui, sans-serif' },
  { id: 'merriweather', label: 'Merriweather', stack: 'Merriweather, Georgia, serif' },
  {
    id: 'playfair-display',
    label: 'Playfair Display',
    stack: "'Playfair Display', Georgia, serif",
  },
] as const satisfies readonly { id: string; label: string; stack: string }[];

export type FontFamilyId = (typeof FONT_FAMILIES)[number]['id'];

export const DEFAULT_FONT_FAMILY: FontFamilyId = 'avenir';

export function isFontFamilyId(value: unknown): value is FontFamilyId {
  return typeof value === 'string' && FONT_FAMILIES.some((family) => family.id === value);
}

export function fontFamilyOption(id: FontFamilyId): FontFamilyOption {
  return FONT_FAMILIES.find((family) => family.id === id) ?? FONT_FAMILIES[0];
}

function normalizeFamilyName(value: string): string {
  return value
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/**
 * Reads a family from storage leniently: an id ('noto-serif'), a label ('Noto Serif', any case),
 * or a CSS stack whose first family is one we offer ("'Crimson Text', serif"). Else undefined.
 */
export function parseFontFamily(value: unknown): FontFamilyId | undefined {
  if (typeof value !== 'string') return undefined;
  if (isFontFamilyId(value)) return value;
  const first = normalizeFamilyName(value.split(',')[0] ?? '');
  if (first === '') return undefined;
  const match = FONT_FAMILIES.find(
    (family) =>
      normalizeFamilyName(family.id) === first || normalizeFamilyName(family.label) === first,
  );
  if (match) return match.id;
  // 'Avenir Next' is the first entry of our own default stack.
  if (first === 'avenir next') return 'avenir';
  if (first === 'source sans 3') return 'source-sans-pro';
  return undefined;
}

export interface FontSettings {
  fontSize: FontSize;
  fontFamily: FontFamilyId;
}

export const DEFAULT_FONT_SETTINGS: FontSettings = {
  fontSize: DEFAULT_FONT_SIZE,
  fontFamily: DEFAULT_FONT_FAMILY,
};

function parseFontSize(value: unknown): FontSize {
  if (typeof value === 'number') return nearestFontSize(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number.parseFloat(value);
    return Number.isFinite(parsed) ? nearestFontSize(parsed) : DEFAULT_FONT_SIZE;
  }
  return DEFAULT_FONT_SIZE;
}

/**
 * Parses what local storage holds under the font settings key. Never throws: missing, corrupt or
 * foreign values fall back to the defaults field by field, so one bad field keeps the other.
 */
export function parseFontSettings(raw: string | null | undefined): FontSettings {
  if (raw == null || raw === '') return DEFAULT_FONT_SETTINGS;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return DEFAULT_FONT_SETTINGS;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return DEFAULT_FONT_SETTINGS;
  }
  return {
    fontSize: parseFontSize('fontSize' in data ? data.fontSize : undefined),
    fontFamily:
      parseFontFamily('fontFamily' in data ? data.fontFamily : undefined) ?? DEFAULT_FONT_FAMILY,
  };
}

export function serializeFontSettings(settings: FontSettings): string {
  return JSON.stringify({ fontSize: settings.fontSize, fontFamily: settings.fontFamily });
}
