import { execFileSync } from 'node:child_process';
import { LANDING_VARIANTS } from '@manna/shared';
import { landingCatalogue } from '../apps/api/src/features/landing/landing-content';
import {
  renderLandingPage,
  renderWelcomePage,
} from '../apps/api/src/features/landing/landing-page';
import { benchAccountDataExport, type ExportMeasure } from './account-data';
import { benchAdminMembers } from './admin-members';
import { benchFirstLoad, loadScreenRoutes, measureStaticPages } from './bundle-size';
import { benchChapterThroughput } from './chapter-throughput';
import { benchMarkAsRead } from './mark-as-read';
import { benchNextChapter } from './next-chapter';
import { benchPersonalSearch } from './personal-search';
import { benchScriptureSearch } from './scripture-search';
import { REPO_ROOT } from './server';

// Budgets from the developers' guide.
const CHAPTER_THROUGHPUT_RATIO_BUDGET = 0.6;
// docs/decisions/005-first-load-budget.md: the JS Chromium downloads to show a screen, cold. The
// reading routes are the screens that open on scripture; the sign-in screens and the pages the
// server makes for visitors (docs/decisions/010-landing-pages.md) are what a visitor meets first.
const MEMBER_FIRST_LOAD_BUDGET_KB = 150;
const READING_FIRST_LOAD_BUDGET_KB = 130;
const VISITOR_FIRST_LOAD_BUDGET_KB = 90;
const READING_ROUTES = new Set([
  '/reading',
  '/bible-reading',
  '/start-reading-plan',
  '/bible',
  '/bible/:book/:chapter',
]);
// The development mailbox is for whoever runs a server without SMTP, not for members.
const WATCHED_ROUTES = new Set(['/dev/mailbox']);
const FIRST_LOAD_PORT = 3408;
const ORIGIN = 'http://localhost:3000';
// Their copy differs with an API.Bible key only in words; what is measured is their script.
const CATALOGUE = landingCatalogue({ licensedTranslations: true });
const VISITOR_PAGES: Record<string, string> = {
  '/': renderWelcomePage(ORIGIN, CATALOGUE),
  ...Object.fromEntries(
    LANDING_VARIANTS.map((variant) => [
      `/${variant}`,
      renderLandingPage(variant, ORIGIN, CATALOGUE),
    ]),
  ),
};
const NEXT_CHAPTER_BUDGET_MS = 100;
const MEMBER_LIST_P99_BUDGET_MS = 100;
// docs/decisions/011-scripture-search.md: over the mix of searches members make, the commonest
// words included.
const SCRIPTURE_SEARCH_P99_BUDGET_MS = 50;
// docs/product/search.md#speed
const PERSONAL_SEARCH_P99_BUDGET_MS = 100;
const HISTORY_COST_RATIO_BUDGET = 1.5;
// docs/product/your-data.md#downloading: exporting 10,000 entries and 200 memos (80 MB of audio)
// grows the heap no more than this, and takes no longer than that.
const EXPORT_HEAP_GROWTH_BUDGET_MB = 32;
const EXPORT_SECONDS_BUDGET = 60;

function requireTool(tool: string, debianPackage: string) {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
  } catch {
    throw new Error(`${tool} is missing: apt-get install -y ${debianPackage}`);
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const failures: string[] = [];

// `npm run bench -- members` (or `-- scripture`, `-- search`, `-- data-export`) runs that section
// alone: none needs wrk, nginx or a browser, nor a build beyond the bundled Bibles the scripture
// section reads. `-- bundles` builds the app and measures first-load JS alone (needs Chromium).
const SECTIONS = ['members', 'scripture', 'search', 'data-export', 'bundles'];
const onlySection = process.argv[2];
if (onlySection !== undefined && !SECTIONS.includes(onlySection)) {
  throw new Error(
    `Unknown bench section '${onlySection}': ${SECTIONS.map((name) => `'${name}'`).join(' or ')}, or none for every section`,
  );
}
const runs = (section: string) => onlySection === undefined || onlySection === section;
const finish = () => {
  console.log(failures.length ? `\nOver budget: ${failures.join(', ')}` : '\nAll budgets met.');
  process.exit(failures.length ? 1 : 0);
};

if (runs('scripture')) {
  console.log('\nScripture search (KJV and WEB), through the app on embedded PostgreSQL:');
  const search = await benchScriptureSearch();
  console.log(
    `  first start loads the verses in ${(search.firstLoadMs / 1000).toFixed(1)} s; a later start checks and skips in ${search.laterStartMs.toFixed(0)} ms; ${search.samples} requests per case`,
  );
  for (const result of search.results) {
    const over = result.p99Ms >= SCRIPTURE_SEARCH_P99_BUDGET_MS ? ' (over on its own)' : '';
    console.log(
      `  ${result.name.padEnd(36)} p50 ${result.p50Ms.toFixed(1).padStart(6)} ms  p99 ${result.p99Ms.toFixed(1).padStart(6)} ms  (${result.found.padStart(7)} found)${over}`,
    );
  }
  const mixOk = search.mix.p99Ms < SCRIPTURE_SEARCH_P99_BUDGET_MS;
  console.log(
    `  the whole mix                        p50 ${search.mix.p50Ms.toFixed(1).padStart(6)} ms  p99 ${search.mix.p99Ms.toFixed(1).padStart(6)} ms  (budget p99 < ${SCRIPTURE_SEARCH_P99_BUDGET_MS} ms) ${verdict(mixOk)}`,
  );
  if (!mixOk) failures.push('scripture search p99');
  if (onlySection === 'scripture') finish();
}

if (runs('members')) {
  console.log('\nAdmin member list with 100,000 members, through the app on embedded PostgreSQL:');
  const memberList = await benchAdminMembers();
  console.log(
    `  seeded ${memberList.members.toLocaleString('en-US')} members in ${(memberList.seedMs / 1000).toFixed(1)} s; ${memberList.samples} requests per case`,
  );
  for (const result of memberList.results) {
    const ok = result.p99Ms < MEMBER_LIST_P99_BUDGET_MS;
    console.log(
      `  ${result.name.padEnd(30)} p50 ${result.p50Ms.toFixed(1).padStart(6)} ms  p99 ${result.p99Ms.toFixed(1).padStart(6)} ms  (${result.total.padStart(7)} found, budget p99 < ${MEMBER_LIST_P99_BUDGET_MS} ms) ${verdict(ok)}`,
    );
    if (!ok) failures.push(`member list: ${result.name}`);
  }
}
if (onlySection === 'members') finish();

if (runs('search')) {
  console.log('\nPersonal search with 10,000 records, through the app on embedded PostgreSQL:');
  const personal = await benchPersonalSearch();
  console.log(
    `  seeded ${personal.records.toLocaleString('en-US')} records for the member and as many for each of ${personal.otherMembers} others in ${(personal.seedMs / 1000).toFixed(1)} s; ${personal.samples} requests per case`,
  );
  for (const result of personal.results) {
    const ok = result.p99Ms < PERSONAL_SEARCH_P99_BUDGET_MS;
    console.log(
      `  ${result.name.padEnd(30)} p50 ${result.p50Ms.toFixed(1).padStart(6)} ms  p99 ${result.p99Ms.toFixed(1).padStart(6)} ms  (${result.total.padStart(6)} found, budget p99 < ${PERSONAL_SEARCH_P99_BUDGET_MS} ms) ${verdict(ok)}`,
    );
    if (!ok) failures.push(`personal search: ${result.name}`);
  }
  if (onlySection === 'search') finish();
}

function describeExport(label: string, measure: ExportMeasure): string {
  const { size } = measure;
  return `  ${label}: ${size.entries.toLocaleString('en-US')} entries, ${size.topicEntries.toLocaleString('en-US')} topic entries, ${size.prayers.toLocaleString('en-US')} prayers, ${size.notes.toLocaleString('en-US')} notes, ${size.memos} memos -> ${(measure.archiveBytes / 1024 / 1024).toFixed(1)} MB in ${measure.seconds.toFixed(1)} s; heap +${measure.heapGrowthMb.toFixed(1)} MB, RSS +${measure.rssGrowthMb.toFixed(1)} MB`;
}

if (runs('data-export')) {
  console.log(
    '\nData export, streamed through the app on embedded PostgreSQL (peak growth while downloading):',
  );
  const { small, large } = await benchAccountDataExport();
  console.log(describeExport('small account', small));
  console.log(describeExport('large account', large));
  const flat = large.heapGrowthMb <= EXPORT_HEAP_GROWTH_BUDGET_MB;
  const quick = large.seconds <= EXPORT_SECONDS_BUDGET;
  console.log(
    `  large account's heap growth ${large.heapGrowthMb.toFixed(1)} MB (budget <= ${EXPORT_HEAP_GROWTH_BUDGET_MB} MB, archive ${(large.archiveBytes / 1024 / 1024).toFixed(0)} MB) ${verdict(flat)}; time ${large.seconds.toFixed(1)} s (budget <= ${EXPORT_SECONDS_BUDGET} s) ${verdict(quick)}`,
  );
  if (!flat) failures.push('data export memory');
  if (!quick) failures.push('data export time');
  if (onlySection === 'data-export') finish();
}

if (onlySection === undefined) {
  requireTool('wrk', 'wrk');
  requireTool('nginx', 'nginx');
}
requireTool(process.env.CHROMIUM_PATH ?? 'chromium', 'chromium');
console.log('Building (bundled Bibles and web app)...');
execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'ignore' });

/** A screen's first-load budget, or undefined when it is only watched. */
function firstLoadBudget(route: string, guard: string): number | undefined {
  if (WATCHED_ROUTES.has(route)) return undefined;
  if (guard === 'visitor') return VISITOR_FIRST_LOAD_BUDGET_KB;
  return READING_ROUTES.has(route) ? READING_FIRST_LOAD_BUDGET_KB : MEMBER_FIRST_LOAD_BUDGET_KB;
}

console.log(
  `\nFirst-load JS per screen: what Chromium downloads cold (gzipped) until the screen renders, service worker off (budgets: reading ${READING_FIRST_LOAD_BUDGET_KB} KB, member ${MEMBER_FIRST_LOAD_BUDGET_KB} KB, sign-in ${VISITOR_FIRST_LOAD_BUDGET_KB} KB):`,
);
// Admin screens are left out: members never open them.
const screens = (await loadScreenRoutes()).filter(({ guard }) => guard !== 'admin');
for (const load of await benchFirstLoad(FIRST_LOAD_PORT, screens)) {
  const budget = firstLoadBudget(load.route, load.guard);
  const ok = budget === undefined || load.transferredKb <= budget;
  const landed = load.redirectedTo ? ` (landed on ${load.redirectedTo})` : '';
  console.log(
    `  ${load.route.padEnd(22)} ${load.transferredKb.toFixed(1).padStart(6)} KB in ${String(load.files).padStart(2)} files  ${budget === undefined ? '(watched)' : `budget <= ${budget} KB ${verdict(ok)}`}${landed}`,
  );
  if (!ok) failures.push(`${load.route} first-load JS`);
}

console.log(
  `\nFirst-load JS of the pages the server makes for visitors, gzipped (budget <= ${VISITOR_FIRST_LOAD_BUDGET_KB} KB):`,
);
for (const { route, gzipKb } of measureStaticPages(VISITOR_PAGES)) {
  const ok = gzipKb <= VISITOR_FIRST_LOAD_BUDGET_KB;
  console.log(`  ${route.padEnd(11)} ${gzipKb.toFixed(1).padStart(6)} KB ${verdict(ok)}`);
  if (!ok) failures.push(`${route} first-load JS`);
}
if (onlySection === 'bundles') finish();

console.log('\nBundled chapter (KJV John 3) vs nginx serving the same bytes, wrk -t1 -c32 10s:');
const throughput = await benchChapterThroughput({ manna: 3401, nginx: 3402 });
for (const [name, result] of [
  ['manna', throughput.manna],
  ['nginx', throughput.nginx],
] as const) {
  console.log(
    `  ${name.padEnd(6)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50Ms.toFixed(2)} ms  p99 ${result.p99Ms.toFixed(2)} ms  non-2xx ${result.non2xx}  wrong bodies ${result.mismatchedBodies}  socket errors ${result.socketErrors}`,
  );
}
const clean =
  throughput.manna.non2xx + throughput.manna.mismatchedBodies + throughput.manna.socketErrors === 0;
const ratioOk = throughput.ratio >= CHAPTER_THROUGHPUT_RATIO_BUDGET;
console.log(
  `  ratio ${throughput.ratio.toFixed(2)} of nginx (budget >= ${CHAPTER_THROUGHPUT_RATIO_BUDGET}) ${verdict(ratioOk)}; body ${throughput.bodyBytes} bytes, all answers 200 with the right body: ${verdict(clean)}`,
);
if (!ratioOk) failures.push('chapter throughput ratio');
if (!clean) failures.push('chapter answers');

console.log('\nNext chapter from the prefetch cache, in Chromium (/bible, John 3 -> 9):');
const next = await benchNextChapter(3403);
const nextOk = next.maxMs <= NEXT_CHAPTER_BUDGET_MS;
console.log(
  `  median ${next.medianMs.toFixed(1)} ms, max ${next.maxMs.toFixed(1)} ms over ${next.samples} chapters (budget <= ${NEXT_CHAPTER_BUDGET_MS} ms) ${verdict(nextOk)}`,
);
if (!nextOk) failures.push('next chapter time');

console.log(
  '\nMark as read, through the app on embedded PostgreSQL (one day vs two years of history):',
);
const marking = await benchMarkAsRead();
const markingOk =
  marking.p50Ratio <= HISTORY_COST_RATIO_BUDGET && marking.p99Ratio <= HISTORY_COST_RATIO_BUDGET;
console.log(
  `  one day    p50 ${marking.oneDay.p50Ms.toFixed(2)} ms  p99 ${marking.oneDay.p99Ms.toFixed(2)} ms`,
);
console.log(
  `  two years  p50 ${marking.twoYears.p50Ms.toFixed(2)} ms  p99 ${marking.twoYears.p99Ms.toFixed(2)} ms  (${marking.historyCompletions} completions)`,
);
console.log(
  `  ratio p50 ${marking.p50Ratio.toFixed(2)}, p99 ${marking.p99Ratio.toFixed(2)} (budget <= ${HISTORY_COST_RATIO_BUDGET}) ${verdict(markingOk)}`,
);
if (!markingOk) failures.push('mark-as-read cost with history');

finish();
