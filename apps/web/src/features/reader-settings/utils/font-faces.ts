import type { FontFamilyId } from './font-settings';

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

/**
 * Adds a family's @font-face rules to the page, once. A failed load (offline before the chunk was
 * ever fetched) is forgotten so a later call can try again; text meanwhile uses the fallbacks.
 */
export function loadFontFaces(id: FontFamilyId): Promise<void> {
  const existing = loading.get(id);
  if (existing) return existing;
  const load = FONT_FACE_LOADERS[id]().then(
    () => undefined,
    (error: unknown) => {
      loading.delete(id);
      console.warn(`Could not load the ${id} reader font`, error);
    },
  );
  loading.set(id, load);
  return load;
}
