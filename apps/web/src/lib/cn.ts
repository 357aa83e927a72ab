import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

// A class merger holding only the Tailwind class groups this app writes, in place of
// tailwind-merge's full default config (8.4 KB gzipped on every screen's first load,
// docs/decisions/016-reading-first-load.md). cn.test.ts checks it against the full `twMerge` on
// every pair of classes in apps/web/src: a class of a group missing here is kept as written, and
// that test names it.

type ClassPart = string | ((value: string) => boolean);

const isArbitrary = (value: string) => value.startsWith('[') && value.endsWith(']');
const isArbitraryLength = (value: string) =>
  /^\[(-?[\d.]+[a-z%]+|0|(calc|min|max|clamp)\(.*\))\]$/.test(value);
const isNumber = (value: string) => value !== '' && !Number.isNaN(Number(value));
const isFraction = (value: string) => /^\d+\/\d+$/.test(value);
const isTshirtSize = (value: string) => /^\d*(xs|sm|md|lg|xl)$/.test(value);
const isAny = () => true;

const spacing = [isNumber, 'px', isArbitrary];
const margin = ['auto', ...spacing];
const inset = ['full', isFraction, ...margin];
const size = ['full', 'fit', 'min', 'max', 'screen', 'dvh', 'svh', 'lvh', isFraction, ...margin];
const radius = ['', 'none', 'full', isTshirtSize, isArbitrary];
const borderWidth = ['', isNumber, isArbitrary];

/** A group for each of `prefixes`, named after it (`p: [{ p: spacing }]`) plus `idSuffix`. */
const groupsOf = (prefixes: string, values: ClassPart[], idSuffix = '') =>
  Object.fromEntries(
    prefixes.split(' ').map((prefix) => [prefix + idSuffix, [{ [prefix]: values }]]),
  );

const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  // Where one prefix has several groups (`text-sm`, `text-center`, `text-primary`), the first
  // whose values match wins, so the catch-all colour groups come last.
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'table',
      'hidden',
    ],
    sr: ['sr-only', 'not-sr-only'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    visibility: ['visible', 'invisible', 'collapse'],
    ...groupsOf('overflow overflow-x overflow-y', ['auto', 'hidden', 'clip', 'visible', 'scroll']),
    ...groupsOf('overscroll', ['auto', 'contain', 'none']),
    ...groupsOf('inset inset-x inset-y top right bottom left translate-x translate-y', inset),
    ...groupsOf('z order col-start row-start', [
      'auto',
      'first',
      'last',
      'none',
      isNumber,
      isArbitrary,
    ]),
    ...groupsOf('grid-cols grid-rows', [isNumber, 'none', 'subgrid', isArbitrary]),
    ...groupsOf('auto-rows', ['auto', 'min', 'max', 'fr', isArbitrary]),
    'col-span': [{ col: [{ span: ['full', isNumber, isArbitrary] }] }],
    flex: [{ flex: [isNumber, 'auto', 'initial', 'none', isArbitrary] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    shrink: [{ shrink: ['', isNumber, isArbitrary] }],
    ...groupsOf('justify', [
      'start',
      'end',
      'center',
      'between',
      'around',
      'evenly',
      'stretch',
      'normal',
    ]),
    ...groupsOf('items self', ['auto', 'start', 'end', 'center', 'baseline', 'stretch']),
    ...groupsOf('gap gap-x gap-y p px py pt pr pb pl space-y scroll-mt scroll-my', spacing),
    ...groupsOf('m mx my mt mr mb ml', margin),
    ...groupsOf('size w min-w h min-h max-h', size),
    'max-w': [{ 'max-w': ['none', 'prose', isTshirtSize, ...size] }],
    'font-size': [{ text: ['base', isTshirtSize, isArbitraryLength] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-wrap': [{ text: ['wrap', 'nowrap', 'balance', 'pretty'] }],
    'font-weight': [
      {
        font: [
          'thin',
          'extralight',
          'light',
          'normal',
          'medium',
          'semibold',
          'bold',
          'extrabold',
          'black',
          isArbitrary,
        ],
      },
    ],
    'font-style': ['italic', 'not-italic'],
    'fvn-spacing': ['tabular-nums', 'proportional-nums'],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
    'text-overflow': ['truncate', 'text-ellipsis', 'text-clip'],
    ...groupsOf('tracking', ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', isArbitrary]),
    ...groupsOf('leading', [
      'none',
      'tight',
      'snug',
      'normal',
      'relaxed',
      'loose',
      isNumber,
      isArbitrary,
    ]),
    ...groupsOf('line-clamp', ['none', isNumber, isArbitrary]),
    ...groupsOf('list', ['disc', 'decimal', 'none', isArbitrary]),
    ...groupsOf('underline-offset', ['auto', isNumber, isArbitrary]),
    ...groupsOf('align', [
      'baseline',
      'top',
      'middle',
      'bottom',
      'text-top',
      'text-bottom',
      'sub',
      'super',
      isArbitrary,
    ]),
    ...groupsOf('whitespace', ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces']),
    ...groupsOf('break', ['normal', 'words', 'all', 'keep']),
    ...groupsOf('rounded rounded-t', radius),
    ...groupsOf('border-t border-b border-l divide-y ring', borderWidth),
    'border-w': [{ border: borderWidth }],
    'border-style': [{ border: ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'] }],
    'border-collapse': [{ border: ['collapse', 'separate'] }],
    'outline-style': [{ outline: ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden'] }],
    'outline-w': [{ outline: ['', isNumber, isArbitraryLength] }],
    ...groupsOf('shadow', ['', 'none', 'inner', isTshirtSize, isArbitrary]),
    'ring-inset': ['ring-inset'],
    'ring-offset-w': [{ 'ring-offset': [isNumber, isArbitraryLength] }],
    ...groupsOf('opacity duration scale rotate', ['none', 'initial', isNumber, isArbitrary]),
    ...groupsOf('filter', ['', 'none']),
    ...groupsOf('backdrop-blur', ['', 'none', isTshirtSize, isArbitrary]),
    ...groupsOf('transition', [
      '',
      'all',
      'colors',
      'opacity',
      'shadow',
      'transform',
      'none',
      isArbitrary,
    ]),
    ...groupsOf('ease', ['linear', 'in', 'out', 'in-out', 'initial', isArbitrary]),
    ...groupsOf('animate', ['none', 'spin', 'ping', 'pulse', 'bounce', isArbitrary]),
    ...groupsOf('appearance', ['none', 'auto']),
    ...groupsOf('pointer-events', ['auto', 'none']),
    ...groupsOf('select', ['none', 'text', 'all', 'auto']),
    // Colours, and the rest of `text-`, `font-`, `border-`, `ring-`.
    ...groupsOf(
      'text font bg from via to decoration border border-l ring ring-offset divide accent cursor fill stroke',
      [isAny],
      '-color',
    ),
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['shrink'],
    gap: ['gap-x', 'gap-y'],
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    rounded: ['rounded-t'],
    'border-w': ['border-t', 'border-b', 'border-l'],
    'border-color': ['border-l-color'],
    'scroll-my': ['scroll-mt'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
}));

export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
