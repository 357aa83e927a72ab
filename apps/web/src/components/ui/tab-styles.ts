// The rounded tab bar the journal and testimonies screens share (the reading screen keeps its
// own, tighter one).

export const pillTabListClassName = 'flex gap-1 rounded-2xl bg-muted p-1';

export const pillTabClassName = [
  'flex h-10 flex-1 items-center justify-center rounded-xl px-3 text-sm font-medium transition-colors',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
  'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
  'data-[state=inactive]:text-muted-foreground data-[state=inactive]:hover:text-foreground',
].join(' ');
