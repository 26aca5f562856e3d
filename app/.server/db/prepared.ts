import type { Compilable, CompiledQuery } from "kysely";
import type { DB } from "./connection";

type Value = string | number;

interface Template {
  compiled: CompiledQuery;
  /** For each parameter of the SQL, the argument it takes, or -1 for a value the query fixes. */
  slots: number[];
}

/**
 * A query Kysely builds and compiles once per database, then runs with each call's values. Kysely
 * builds a frozen tree of nodes and compiles it to SQL on every call: for an article's four small
 * indexed queries that cost more CPU than running them (docs/PERFORMANCE.md). `build` may use its
 * arguments only as values (compared, matched, ordered by), never to choose the query's shape: it
 * runs once, with a marker standing in for each argument, and every marker must reach the SQL.
 */
export function prepared<Args extends Value[], Row>(
  build: (db: DB, ...args: Args) => Compilable<Row>,
): (db: DB, ...args: Args) => Promise<Row[]> {
  const templates = new WeakMap<DB, Template>();
  const compile = (db: DB, arity: number): Template => {
    const markers = Array.from({ length: arity }, (_, index) => ({ preparedArgument: index }));
    const compiled = build(db, ...(markers as unknown as Args)).compile();
    const slots = compiled.parameters.map((value) => markers.indexOf(value as never));
    if (markers.some((_, index) => !slots.includes(index))) {
      throw new Error(`prepared query uses an argument as more than a value: ${compiled.sql}`);
    }
    return { compiled, slots };
  };
  return async (db, ...args) => {
    let template = templates.get(db);
    if (!template) {
      template = compile(db, args.length);
      templates.set(db, template);
    }
    const { compiled, slots } = template;
    const parameters = slots.map((slot, index) =>
      slot < 0 ? compiled.parameters[index] : args[slot],
    );
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
