import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { problemsOf } from '../../../../scripts/lint-raw-sql.mjs';

// The raw-SQL lint (docs/decisions/raw-sql.md): each form of running a hand-written statement is refused outside a
// feature's queries files, and allowed inside them.
const refused: [form: string, code: string][] = [
  ['db.execute', 'await db.execute(sql`select 1`);'],
  ['tx.execute over lines', 'await tx\n  .execute(\n    sql`select 1`);'],
  ['.execute(sql…) on any handle', 'await ctx.db.execute(sql`select 1`);'],
  ['db/statements.ts', "import { rows } from '../../db/statements';"],
  ['the driver client', 'const c = db.$client;'],
  ["drizzle's private API", 'db._.session;'],
  ['preparedStatement(…).execute', "const s = preparedStatement(db, 'x', () => q.prepare('x'));\nawait s.execute({});"],
  ['preparedStatement with a type argument', "preparedStatement<Row[]>(db, 'x', build);"],
  ['a whole statement in .from(sql…)', 'db.select(fields).from(sql`(select 1) s`);'],
  ['.from(sql…) over lines', 'db.select(fields)\n  .from(\n    sql`(select 1) s`,\n  );'],
];

describe('lint-raw-sql', () => {
  for (const [form, code] of refused) {
    it(`refuses ${form} in a service`, () => {
      expect(problemsOf('features/posts/service.ts', `const a = 1;\n${code}\n`).length).toBeGreaterThan(0);
    });
    it(`allows ${form} in a queries file`, () => {
      expect(problemsOf('features/posts/queries.ts', code)).toEqual([]);
      expect(problemsOf('features/posts/search-queries.ts', code)).toEqual([]);
    });
  }

  it('names the line of the call that runs a split statement', () => {
    const [[line]] = problemsOf('features/desk/queue.ts', 'const a = 1;\nconst b = 2;\ndb.select(f)\n  .from(\n sql`x`);');
    expect(line).toBe(4);
  });

  it('reads code, not comments, and leaves query-builder fragments alone', () => {
    const code = '// never db.execute(sql`…`) here\n/* nor .from(sql`x`) */\nconst w = sql`p.id = 1`;\ndb.select().from(posts).where(w);';
    expect(problemsOf('features/posts/service.ts', code)).toEqual([]);
  });
});
