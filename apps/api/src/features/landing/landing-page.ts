import type { LandingVariant } from '@manna/shared';
import {
  type LandingCatalogue,
  landingContent,
  type PitchSection,
  type SectionCopy,
} from './landing-content';
import { type Illustration, illustrationSvg } from './landing-illustrations';
import { LANDING_CSS } from './landing-styles';

/** Made once from apps/web/public/social-preview.svg (docs/product/welcome-and-landing.md). */
export const SOCIAL_PREVIEW_PATH = '/social-preview.png';
export const REGISTER_PATH = '/register';
export const LOGIN_PATH = '/login';
/** The query parameter a landing page's call to action carries to /register. */
export const SIGNUP_FROM_PARAMETER = 'from';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

interface PageParts {
  origin: string;
  path: string;
  title: string;
  description: string;
  headline: string;
  lede: string;
  illustration: Illustration;
  registerHref: string;
  /** Already-escaped HTML between the hero and the closing call to action. */
  body: string;
}

function page(parts: PageParts): string {
  const url = `${parts.origin}${parts.path}`;
  const image = `${parts.origin}${SOCIAL_PREVIEW_PATH}`;
  const [title, description] = [escapeHtml(parts.title), escapeHtml(parts.description)];
  const register = escapeHtml(parts.registerHref);
  const ctas = `<p class="ctas"><a class="btn btn-primary" href="${register}">Create account</a> <a class="btn btn-secondary" href="${LOGIN_PATH}">Sign in</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<meta name="robots" content="index, follow">
<link rel="canonical" href="${escapeHtml(url)}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta property="og:type" content="website">
<meta property="og:site_name" content="Manna">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${escapeHtml(url)}">
<meta property="og:image" content="${escapeHtml(image)}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="Manna: daily Bible reading, prayer and journaling">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<meta name="twitter:image" content="${escapeHtml(image)}">
<style>${LANDING_CSS}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header><div class="wrap"><a class="brand" href="/">Manna</a><a href="${LOGIN_PATH}">Sign in</a></div></header>
<main id="main">
<div class="wrap">
<section class="hero" aria-labelledby="hero-title">
<div>
<h1 id="hero-title">${escapeHtml(parts.headline)}</h1>
<p class="lede">${escapeHtml(parts.lede)}</p>
${ctas}
</div>
${illustrationSvg(parts.illustration)}
</section>
${parts.body}
<section class="closing" aria-labelledby="closing-title">
<h2 id="closing-title">Start today</h2>
<p>Your account keeps your place, your notes and your prayers.</p>
${ctas}
</section>
</div>
</main>
<footer><div class="wrap"><span>Manna: daily Bible reading for our community</span><a href="${LOGIN_PATH}">Sign in</a></div></footer>
</body>
</html>
`;
}

/** One card per part of the pitch, its content drawn from the part's points. */
function cards(
  sections: Record<PitchSection, SectionCopy>,
  keys: readonly PitchSection[],
  content: (points: readonly string[]) => string,
) {
  const items = keys.map((key) => {
    const { heading, points } = sections[key];
    return `<section class="card" aria-labelledby="section-${key}"><h2 id="section-${key}">${escapeHtml(heading)}</h2>${content(points)}</section>`;
  });
  return `<div class="sections">\n${items.join('\n')}\n</div>`;
}

/** docs/product/welcome-and-landing.md#landing-pages, telling what `catalogue` holds. */
export function renderLandingPage(
  variant: LandingVariant,
  origin: string,
  catalogue: LandingCatalogue,
): string {
  const content = landingContent(catalogue);
  const copy = content.variants[variant];
  const sections = cards(
    content.sections,
    copy.sections,
    (points) => `<ul>${points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`,
  );
  return page({
    origin,
    path: `/${variant}`,
    title: copy.title,
    description: copy.description,
    headline: copy.headline,
    lede: copy.lede,
    illustration: copy.illustration,
    registerHref: `${REGISTER_PATH}?${SIGNUP_FROM_PARAMETER}=${variant}`,
    body: sections,
  });
}

/** docs/product/welcome-and-landing.md#welcome: '/' for a visitor. */
export function renderWelcomePage(origin: string, catalogue: LandingCatalogue): string {
  const content = landingContent(catalogue);
  // The first point of three parts: a taste, where the landing pages tell all.
  const sections = cards(
    content.sections,
    ['plan', 'study', 'journal'],
    ([first = '']) => `<p>${escapeHtml(first)}</p>`,
  );
  return page({
    origin,
    path: '/',
    ...content.welcome,
    registerHref: REGISTER_PATH,
    body: sections,
  });
}
