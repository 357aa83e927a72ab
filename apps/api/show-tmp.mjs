import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const extra = process.argv.slice(3);
const mu = () => {
  const m = process.memoryUsage();
  return `rss=${(m.rss / 1048576).toFixed(0)} ext=${(m.external / 1048576).toFixed(0)}`;
};
console.log('before', mu());
const p = await PGlite.create({
  dataDir: process.argv[2],
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...extra.flatMap((e) => ['-c', e])],
});
console.log(
  'open',
  mu(),
  p.mod.wasmMemory?.buffer.byteLength ??
    p.mod.HEAPU8?.byteLength ??
    Object.keys(p.mod)
      .filter((k) => k.startsWith('HEAP'))
      .join(),
);
await p.query("select count(*) from scripture_verses where text ilike '%love%'");
await p.query(
  'select translation, book, count(*) from scripture_verses group by 1,2 order by 3 desc',
);
console.log(
  'queries',
  mu(),
  p.mod.wasmMemory?.buffer.byteLength ??
    p.mod.HEAPU8?.byteLength ??
    Object.keys(p.mod)
      .filter((k) => k.startsWith('HEAP'))
      .join(),
);
const fs = await import('node:fs');
const lines = fs.readFileSync('/proc/self/smaps', 'utf8').split('\n');
const maps = [];
let cur;
for (const l of lines) {
  if (/^[0-9a-f]+-[0-9a-f]+ /.test(l)) {
    cur = { head: l, rss: 0 };
    maps.push(cur);
  } else if (l.startsWith('Rss:')) cur.rss = parseInt(l.split(/\s+/)[1]);
}
maps.sort((a, b) => b.rss - a.rss);
for (const m of maps.slice(0, 8)) {
  const [a, b] = m.head
    .split(' ')[0]
    .split('-')
    .map((x) => parseInt(x, 16));
  console.log(
    (m.rss / 1024).toFixed(1),
    'MB of',
    ((b - a) / 1048576).toFixed(0),
    'MB',
    m.head.slice(50),
  );
}
await p.close();
