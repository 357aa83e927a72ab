import { type FontFamilyId, fontFamilyOption } from './font-settings';

// Each family's @font-face rules (latin subset, 400 and 700, roman and italic) live in their own
// CSS chunk, so the first load carries none of them and a family costs nothing until it is chosen.
// The font files are bundled assets, so they keep working offline once fetched. For the system
// families (Avenir, Georgia, Times New Roman) the browser only downloads the stand-in face when
// the system font is missing.
const FONT_FACE_LOADERS: Record<FontFamilyId, () => Promise<unknown>> = {
  avenir: () => import('../fonts/avenir.css'),
  'noto-serif': () => import('../fonts/noto-serif.css'),
  georgia: () => import('../fonts/georgia.css'),
  'times-new-roman': () => import('../fonts/times-new-roman.css'),
  'crimson-text': () => import('../fonts/crimson-text.css'),
  'libre-baskerville': () => import('../fonts/libre-baskerville.css'),
  'open-sans': () => import('../fonts/open-sans.css'),
  roboto: () => import('../fonts/roboto.css'),
  inter: () => import('../fonts/inter.css'),
  'source-sans-pro': () => import('../fonts/source-sans-pro.css'),
  lato: () => import('../fonts/lato.css'),
  merriweather: () => import('../fonts/merriweather.css'),
  'playfair-display': () => import('../fonts/playfair-display.css'),
};

const loading = new Map<FontFamilyId, Promise<void>>();

// The faces scripture text uses: the words, the KJV's supplied words in italics and the bold verse
// numbers.
const TEXT_FACES = ['1em', 'italic 1em', '700 1em'];
// At most as long as a font-display: block font keeps text hidden; a face slower than this
// swaps in when it comes, as font-display: swap has it.
const FACE_WAIT_MS = 3000;

const ready = new Set<FontFamilyId>();
const readyListeners = new Set<() => void>();

/** The browser's font loading, absent in tests' DOM: there every family counts as ready. */
const fontFaceSet = (): FontFaceSet | undefined =>
  typeof document !== 'undefined' && 'fonts' in document ? document.fonts : undefined;

/**
 * Fetches the faces of `id` that scripture text uses (a system font the stack names first makes
 * the stand-in's download needless, but the browser cannot say so beforehand), or gives up after
 * FACE_WAIT_MS.
 */
function loadTextFaces(id: FontFamilyId): Promise<void> {
  const fonts = fontFaceSet();
  if (!fonts) return Promise.resolve();
  const { stack } = fontFamilyOption(id);
  const faces = Promise.all(TEXT_FACES.map((face) => fonts.load(`${face} ${stack}`)));
  const timeout = new Promise((resolve) => setTimeout(resolve, FACE_WAIT_MS));
  return Promise.race([faces, timeout]).then(() => undefined);
}

function markReady(id: FontFamilyId) {
  ready.add(id);
  for (const listener of readyListeners) listener();
}

/**
 * Adds a family's @font-face rules to the page, once, and fetches the faces scripture text uses.
 * A failed load (offline before the chunk was ever fetched) is forgotten so a later call can try
 * again; text meanwhile uses the fallbacks. Either way the family then counts as ready.
 */
export function loadFontFaces(id: FontFamilyId): Promise<void> {
  const existing = loading.get(id);
  if (existing) return existing;
  const load = FONT_FACE_LOADERS[id]()
    .then(
      () => loadTextFaces(id),
      (error: unknown) => {
        loading.delete(id);
        console.warn(`Could not load the ${id} reader font`, error);
      },
    )
    .catch(() => undefined)
    .then(() => markReady(id));
  loading.set(id, load);
  return load;
}

/**
 * Whether scripture in family `id` can show in its final font: a reader waits for this so the
 * verses do not reflow when a face arrives (docs/product/reading-plans.md#steady-layout).
 */
export function isFontReady(id: FontFamilyId): boolean {
  return ready.has(id) || fontFaceSet() === undefined;
}

export function subscribeToFontReadiness(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}
