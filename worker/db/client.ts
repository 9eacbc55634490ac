import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.ts";

const open = (d1: D1Database) => drizzle(d1, { schema });

export type Db = ReturnType<typeof open>;

// One drizzle instance per D1 binding for the isolate's life: building one walks the whole schema for
// the relational queries (tens of microseconds), and a request used to build it twice (the session,
// then the route). The instance holds no request state, only the binding (ADR 0046).
const instances = new WeakMap<D1Database, Db>();

export function getDb(env: Pick<Env, "DB">): Db {
  let db = instances.get(env.DB);
  if (!db) {
    db = open(env.DB);
    instances.set(env.DB, db);
  }
  return db;
}

/**
 * A statement drizzle builds once per D1 binding, its values bound at each call through
 * `sql.placeholder(name)`. Building a select walks every column and condition again on each call: for the
 * session's and the children's statements that was ≈ 13 % of a signed-in dashboard's CPU in our isolate
 * (ADR 0091), so the reads every signed-in page runs are built once for the isolate's life instead.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
