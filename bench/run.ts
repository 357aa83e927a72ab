import { execFileSync } from 'node:child_process';
import { LANDING_VARIANTS } from '@manna/shared';
import { landingCatalogue } from '../apps/api/src/features/landing/landing-content';
import {
  renderLandingPage,
  renderWelcomePage,
} from '../apps/api/src/features/landing/landing-page';
import { benchAccountDataExport, type ExportMeasure } from './account-data';
import { benchAdminMembers } from './admin-members';
import { measureRouteBundles, measureStaticPages } from './bundle-size';
import { benchChapterThroughput } from './chapter-throughput';
import { benchMarkAsRead } from './mark-as-read';
import { benchNextChapter } from './next-chapter';
import { benchPersonalSearch } from './personal-search';
import { benchScriptureSearch } from './scripture-search';
import { REPO_ROOT } from './server';
import { benchServerFootprint, type StartMeasure } from './server-footprint';

// Budgets from the developers' guide.
const CHAPTER_THROUGHPUT_RATIO_BUDGET = 0.6;
const ROUTE_FIRST_LOAD_BUDGET_KB = 150;
// The screens a member opens first. The budget binds the reading screens; the others are
// printed to watch.
// Each lists the modules its screen needs before it can render (lazy screens included).
const ROUTES = {
  '/login': ['src/app/routes/auth/login.tsx'],
  '/home': ['src/app/routes/app/home.tsx'],
  '/reading': ['src/app/routes/app/reading.tsx', 'src/app/pages/reading/reading-screen.tsx'],
  '/bible': ['src/app/routes/app/bible.tsx'],
};
const BUDGETED_ROUTES = new Set(['/reading', '/bible']);
// docs/decisions/010-landing-pages.md: what a visitor meets first. It binds the pages the server
// makes ('/' for a visitor, the landing pages); /login is printed against it until it meets it.
const VISITOR_FIRST_LOAD_BUDGET_KB = 90;
const VISITOR_WATCHED_ROUTES = { '/login': ROUTES['/login'] };
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
// docs/decisions/014-server-footprint.md: the server `npm run serve` starts, on PGlite.
const SERVER_RSS_BUDGET_MB = 250;
const COLD_START_BUDGET_S = 3;
const SERVER_FOOTPRINT_PORT = 3404;

function requireTool(tool: string, debianPackage: string) {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
  } catch {
    throw new Error(`${tool} is missing: apt-get install -y ${debianPackage}`);
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const failures: string[] = [];

// `npm run bench -- members` (or `-- scripture`, `-- search`, `-- data-export`, `-- server`) runs
// that section alone: none needs wrk, nginx or a browser, nor a build beyond the API's (the
// bundled Bibles the scripture section reads, the server bundle the server section starts).
const SECTIONS = ['members', 'scripture', 'search', 'data-export', 'server'];
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

function describeStart(label: string, start: StartMeasure): string {
  return `  ${label.padEnd(26)} ready in ${(start.readyMs / 1000).toFixed(2).padStart(5)} s  RSS ${start.rssMb.toFixed(0).padStart(4)} MB  peak ${start.peakMb.toFixed(0).padStart(4)} MB  (npm around it ${start.wrapperMb.toFixed(0)} MB)`;
}

if (runs('server')) {
  console.log(
    '\nServer footprint: `npm run serve` (the server process, npm around it apart), fresh then existing data folder:',
  );
  const { pglite, postgres } = await benchServerFootprint(SERVER_FOOTPRINT_PORT);
  for (const [name, measure, budgeted] of [
    ['PGlite', pglite, true],
    ['PostgreSQL (watched)', postgres, false],
  ] as const) {
    console.log(` ${name}:`);
    console.log(describeStart('first start (fresh folder)', measure.first));
    console.log(describeStart('cold start (existing)', measure.cold));
    const { afterLoad } = measure;
    console.log(
      `  after load (${afterLoad.chapterGets} chapter GETs, ${afterLoad.marks} marks as read in ${afterLoad.seconds.toFixed(1)} s)  RSS ${afterLoad.busyRssMb.toFixed(0)} MB as it ends, ${afterLoad.rssMb.toFixed(0)} MB at rest  peak ${afterLoad.peakMb.toFixed(0)} MB`,
    );
    if (!budgeted) continue;
    const quick = measure.cold.readyMs / 1000 <= COLD_START_BUDGET_S;
    const small = measure.cold.rssMb <= SERVER_RSS_BUDGET_MB;
    const stillSmall = afterLoad.rssMb <= SERVER_RSS_BUDGET_MB;
    console.log(
      `  cold start ${verdict(quick)} (budget <= ${COLD_START_BUDGET_S} s); RSS after start ${verdict(small)}, at rest after load ${verdict(stillSmall)} (budget <= ${SERVER_RSS_BUDGET_MB} MB)`,
    );
    if (!quick) failures.push('cold start time');
    if (!small) failures.push('server RSS after start');
    if (!stillSmall) failures.push('server RSS after load');
  }
  if (onlySection === 'server') finish();
}

requireTool('wrk', 'wrk');
requireTool('nginx', 'nginx');
console.log('Building (bundled Bibles and web app)...');
execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'ignore' });

console.log(
  `\nFirst-load JS per route, gzipped (reader budget <= ${ROUTE_FIRST_LOAD_BUDGET_KB} KB):`,
);
for (const { route, gzipKb } of measureRouteBundles(ROUTES)) {
  const budgeted = BUDGETED_ROUTES.has(route);
  const ok = gzipKb <= ROUTE_FIRST_LOAD_BUDGET_KB;
  console.log(
    `  ${route.padEnd(8)} ${gzipKb.toFixed(1).padStart(6)} KB ${budgeted ? verdict(ok) : '(watched)'}`,
  );
  if (budgeted && !ok) failures.push(`${route} first-load JS`);
}

console.log(
  `\nFirst-load JS for visitors, gzipped (budget <= ${VISITOR_FIRST_LOAD_BUDGET_KB} KB; static pages bound):`,
);
for (const { route, gzipKb } of [
  ...measureStaticPages(VISITOR_PAGES),
  ...measureRouteBundles(VISITOR_WATCHED_ROUTES),
]) {
  const budgeted = route in VISITOR_PAGES;
  const ok = gzipKb <= VISITOR_FIRST_LOAD_BUDGET_KB;
  console.log(
    `  ${route.padEnd(11)} ${gzipKb.toFixed(1).padStart(6)} KB ${budgeted ? verdict(ok) : `(watched: ${verdict(ok)})`}`,
  );
  if (budgeted && !ok) failures.push(`${route} first-load JS`);
}

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
