// Underlined, so a link stays recognisable without relying on colour (WCAG 1.4.1). Apart from
// the links themselves: the sign-in screens' links (visitor-text-link.tsx) come without the router.
export const textLinkClassName =
  'rounded font-medium text-primary underline decoration-primary/40 underline-offset-4 transition-colors hover:decoration-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';
