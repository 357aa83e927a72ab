/**
 * Inline SVG pictures, drawn here so a landing page needs no image request. Colours come from
 * the page's style sheet (classes i-bg, i-soft, i-line, i-accent), so dark mode recolours them.
 */
export type Illustration = 'sunrise-book' | 'journal' | 'streak' | 'phone' | 'pages' | 'welcome';

const DRAWINGS: Record<Illustration, { label: string; body: string }> = {
  'sunrise-book': {
    label: 'An open book with the sun rising behind it',
    body: `<circle class="i-accent" cx="160" cy="118" r="62"/>
<path class="i-soft" d="M20 150h280v70H20z"/>
<path class="i-bg i-line" d="M160 120c-30-14-70-18-110-12v92c40-6 80-2 110 12z"/>
<path class="i-bg i-line" d="M160 120c30-14 70-18 110-12v92c-40-6-80-2-110 12z"/>
<path class="i-line" d="M70 132c22-3 44-1 66 6M70 152c22-3 44-1 66 6M70 172c22-3 44-1 66 6M184 138c22-7 44-9 66-6M184 158c22-7 44-9 66-6M184 178c22-7 44-9 66-6"/>`,
  },
  journal: {
    label: 'A journal with a pen resting on it',
    body: `<rect class="i-soft" x="40" y="30" width="240" height="190" rx="18"/>
<rect class="i-bg i-line" x="90" y="45" width="140" height="165" rx="8"/>
<path class="i-accent" d="M90 45h18v165H90z"/>
<path class="i-line" d="M125 85h85M125 110h85M125 135h70M125 160h80"/>
<path class="i-accent i-line" d="M238 60l22 10-62 132-14 8 2-16z"/>`,
  },
  streak: {
    label: 'A week of days, each one marked as read',
    body: `<rect class="i-soft" x="20" y="40" width="280" height="170" rx="18"/>
<g class="i-line">
<circle class="i-accent" cx="60" cy="125" r="22"/><circle class="i-accent" cx="100" cy="125" r="22"/>
<circle class="i-accent" cx="140" cy="125" r="22"/><circle class="i-accent" cx="180" cy="125" r="22"/>
<circle class="i-accent" cx="220" cy="125" r="22"/><circle class="i-bg" cx="260" cy="125" r="22"/>
</g>
<path class="i-line" d="M50 125l7 7 13-14M90 125l7 7 13-14M130 125l7 7 13-14M170 125l7 7 13-14M210 125l7 7 13-14"/>
<path class="i-line" d="M60 75h200"/>`,
  },
  phone: {
    label: 'A phone showing a chapter, with a bell for the daily reminder',
    body: `<circle class="i-soft" cx="160" cy="125" r="100"/>
<rect class="i-bg i-line" x="110" y="30" width="100" height="190" rx="16"/>
<path class="i-line" d="M128 70h64M128 92h64M128 114h52M128 136h64M128 158h44"/>
<path class="i-accent i-line" d="M236 60a18 18 0 0 1 18 18v16l8 10h-52l8-10V78a18 18 0 0 1 18-18z"/>
<path class="i-line" d="M229 112a7 7 0 0 0 14 0"/>`,
  },
  pages: {
    label: 'Pages of several translations laid over one another, with a magnifying glass',
    body: `<rect class="i-soft i-line" x="50" y="50" width="130" height="160" rx="8"/>
<rect class="i-bg i-line" x="80" y="35" width="130" height="160" rx="8"/>
<rect class="i-bg i-line" x="110" y="20" width="130" height="160" rx="8"/>
<path class="i-line" d="M128 50h94M128 72h94M128 94h70M128 116h94M128 138h60"/>
<circle class="i-accent i-line" cx="222" cy="170" r="30"/>
<path class="i-line" d="M244 192l32 32"/>`,
  },
  welcome: {
    label: 'An open book beneath a rising sun',
    body: `<circle class="i-accent" cx="160" cy="110" r="54"/>
<path class="i-line" d="M160 30v20M100 55l14 14M220 55l-14 14M80 110h20M220 110h20"/>
<path class="i-bg i-line" d="M160 140c-30-14-70-18-110-12v80c40-6 80-2 110 12z"/>
<path class="i-bg i-line" d="M160 140c30-14 70-18 110-12v80c-40-6-80-2-110 12z"/>`,
  },
};

/** The picture as inline SVG, announced by its label. */
export function illustrationSvg(name: Illustration): string {
  const { label, body } = DRAWINGS[name];
  const id = `art-${name}`;
  return `<svg class="art" viewBox="0 0 320 250" role="img" aria-labelledby="${id}" xmlns="http://www.w3.org/2000/svg"><title id="${id}">${label}</title>${body}</svg>`;
}
