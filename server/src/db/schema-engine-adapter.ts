// The driver adapter the wasm schema engine talks to PostgreSQL through: @prisma/adapter-pg, plus
// one compatibility fix. The engine's catalog queries return PostgreSQL's internal one-byte
// `"char"` type (pg_class.relkind, pg_constraint.contype, ...). adapter-pg 7 refuses that type
// ("Column type 'char' could not be deserialized"), and the engine reads some of those columns
// strictly as characters (get_expect_char), so reporting them as text is not enough: we let the
// adapter see text, then label those columns Character in its result.
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
} from '@prisma/driver-adapter-utils';

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

export interface EngineAdapter {
  factory: SqlMigrationAwareDriverAdapterFactory;
  /** ends the connection pool; the engine has no dispose hook for it */
  close(): Promise<void>;
}

export function createEngineAdapter(url: string): EngineAdapter {
  // adapter-pg hands our result's `rows` array through unchanged: it identifies the result.
  const charColumns = new WeakMap<unknown[], number[]>();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  // adapter-pg only ever awaits pool.query(config), the one form patched here.
  const query = pool.query.bind(pool) as (config: pg.QueryConfig) => Promise<pg.QueryResult>;
  const patched = async (config: pg.QueryConfig): Promise<pg.QueryResult> => {
    const result = await query(config);
    const columns: number[] = [];
    (result.fields ?? []).forEach((field, index) => {
      if (field.dataTypeID !== PG_CHAR_OID) return;
      field.dataTypeID = PG_TEXT_OID;
      columns.push(index);
    });
    if (columns.length > 0) charColumns.set(result.rows, columns);
    return result;
  };
  pool.query = patched as typeof pool.query;

  const relabel = (resultSet: SqlResultSet): SqlResultSet => {
    const columns = charColumns.get(resultSet.rows);
    if (!columns) return resultSet;
    const columnTypes = [...resultSet.columnTypes];
    for (const index of columns) columnTypes[index] = ColumnTypeEnum.Character;
    return { ...resultSet, columnTypes };
  };
  const withCharColumns = (adapter: SqlDriverAdapter): SqlDriverAdapter =>
    new Proxy(adapter, {
      get(target, property) {
        if (property === 'queryRaw') {
          return async (params: SqlQuery) => relabel(await target.queryRaw(params));
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

  const base = new PrismaPg(pool);
  const factory: SqlMigrationAwareDriverAdapterFactory = {
    provider: base.provider,
    adapterName: base.adapterName,
    connect: async () => withCharColumns(await base.connect()),
    connectToShadowDb: async () => withCharColumns(await base.connectToShadowDb()),
  };
  return { factory, close: () => pool.end() };
}
