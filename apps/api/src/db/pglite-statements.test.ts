import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparingPGlite } from './pglite-statements';

// docs/decisions/013-marking-a-chapter.md: PGlite's queries as prepared statements, with the
// answers PGlite itself gives.
describe('PreparingPGlite', () => {
  let plain: PGlite;
  let preparing: PreparingPGlite;
  const statements = async () =>
    (await preparing.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))
      .rows[0]?.n;

  beforeAll(async () => {
    plain = await PGlite.create();
    preparing = await PreparingPGlite.open({});
    for (const db of [plain, preparing]) {
      await db.exec(`create table t (id int primary key, at timestamptz, note text);
        insert into t values (1, '2026-11-28T01:02:03Z', 'one'), (2, null, 'two');`);
    }
  });
  afterAll(async () => {
    await plain.close();
    await preparing.close();
  });

  it('answers as PGlite does: rows, fields, counts, parsers, array rows', async () => {
    const cases: [string, unknown[], Parameters<PGlite['query']>[2]?][] = [
      ['select * from t where id >= $1 order by id', [1]],
      ['select at, note from t where id = $1', [1], { rowMode: 'array' }],
      ['select at from t where at < $1', [new Date('2027-01-01T00:00:00Z')]],
      ['select at from t where id = $1', [1], { parsers: { 1184: (value: string) => value } }],
      ['update t set note = note where id = any($1::int[]) returning id', [[1, 2]]],
      ['insert into t values ($1, $2, $3) on conflict do nothing', [1, null, 'x']],
      ['delete from t where id = $1', [3]],
    ];
    for (const [query, params, options] of cases) {
      expect(await preparing.query(query, params, options)).toEqual(
        await plain.query(query, params, options),
      );
    }
    await preparing.transaction(async (tx) => {
      expect(await tx.query('select note from t where id = $1', [2])).toEqual(
        await plain.query('select note from t where id = $1', [2]),
      );
    });
  });

  it('prepares a statement once and runs it again by name', async () => {
    const before = await statements();
    await preparing.query('select note from t where id = $1 and note <> $2', [1, 'a']);
    await preparing.query('select note from t where id = $1 and note <> $2', [2, 'b']);
    expect(await statements()).toBe((before ?? 0) + 1);
  });

  it('runs a bulk write (more than 64 values) without keeping it prepared', async () => {
    const before = await statements();
    const ids = Array.from({ length: 65 }, (_, index) => 100 + index);
    const values = ids.map((_, index) => `($${index + 1})`).join(', ');
    const inserted = await preparing.query(`insert into t (id) values ${values}`, ids);
    expect(inserted.affectedRows).toBe(65);
    expect(await statements()).toBe(before);
  });

  it('fails as PGlite does, and the statement still works after', async () => {
    const query = 'insert into t (id, note) values ($1, $2)';
    await expect(preparing.query(query, [1, 'again'])).rejects.toMatchObject({
      code: '23505',
      query,
    });
    await expect(preparing.query(query, [9, 'nine'])).resolves.toMatchObject({ affectedRows: 1 });
    await expect(preparing.query('select nothing from t', [])).rejects.toMatchObject({
      code: '42703',
    });
    // A failure inside a transaction rolls it back, as with PGlite's own query.
    await expect(
      preparing.transaction(async (tx) => {
        await tx.query(query, [10, 'ten']);
        await tx.query(query, [10, 'ten']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await preparing.query('select id from t where id = $1', [10])).rows).toEqual([]);
  });

  it('keeps at most 128 statements, closing the least recently used', async () => {
    for (let n = 0; n < 200; n++) await preparing.query(`select ${n} + $1::int as n`, [1]);
    expect(await statements()).toBe(128);
    expect((await preparing.query('select 0 + $1::int as n', [1])).rows).toEqual([{ n: 1 }]);
  });
});
