import {
  type messages,
  PGlite,
  type PGliteOptions,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

type BackendMessage = messages.BackendMessage;
type Field = { name: string; dataTypeID: number };

interface Statement {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them when it parsed the statement. */
  paramTypes: number[];
  /** The columns of its result, empty for a statement that returns no rows. */
  fields: Field[];
}

/**
 * Statements kept prepared at most, the least recently used closed first. The server's hot
 * statements are a few dozen; one built with a varying number of values (a list of chapters) has
 * a text per length, and is closed again once others have pushed it out.
 */
const MAX_STATEMENTS = 128;
/**
 * A statement with more values than this is a bulk write (the reference-data seed, an import): run
 * once, it gains nothing from a plan kept for later, which would hold its many values in PGlite's
 * memory, which never shrinks (docs/decisions/014-server-footprint.md).
 */
const MAX_PREPARED_PARAMETERS = 64;

/** Whether a query is prepared: not a bulk write, and not a COPY or typed one (PGlite's own path). */
const preparable = (params: unknown[] | undefined, options: QueryOptions | undefined) =>
  (params?.length ?? 0) <= MAX_PREPARED_PARAMETERS && !options?.blob && !options?.paramTypes;

/**
 * PGlite that runs every parameterised query as a named prepared statement, kept by its text.
 * PGlite's own `query` parses, describes and plans each query anew in six calls into its
 * WebAssembly PostgreSQL, all on the server's one thread; here a known statement is one call
 * (bind, execute, sync), and PostgreSQL's plan cache skips the parse and, once it settles on a
 * generic plan, the planning (docs/decisions/013-marking-a-chapter.md). PGlite has one session for
 * the life of the process, so a statement is prepared once per server (node-postgres does the same
 * per connection for the statements the code names, db/client.ts statementBuiltOnce). Results are
 * PGlite's own: the same rows, fields, counts and errors.
 */
export class PreparingPGlite extends PGlite {
  readonly #statements = new Map<string, Statement>();
  #nextName = 0;

  static async open(options: PGliteOptions): Promise<PreparingPGlite> {
    const client = new PreparingPGlite(options);
    await client.waitReady;
    return client;
  }

  override async query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!preparable(params, options)) return super.query<T>(query, params, options);
    // As PGlite's own query (which its start-up runs too, before waitReady resolves).
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(() => this.#run<T>(query, params ?? [], options, true)),
    );
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const { query } = tx;
      // Inside the transaction, which already holds PGlite's transaction lock, as PGlite's does.
      tx.query = <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        !preparable(params, options) || tx.closed
          ? query<R>(text, params, options)
          : this._runExclusiveQuery(() => this.#run<R>(text, params ?? [], options, false));
      return callback(tx);
    });
  }

  async #run<T>(
    query: string,
    params: unknown[],
    options: QueryOptions | undefined,
    outsideTransaction: boolean,
  ): Promise<Results<T>> {
    let result: BackendMessage[];
    let statement: Statement;
    try {
      statement = await this.#prepared(query);
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const oid = statement.paramTypes[index] ?? 0;
        const serializer = options?.serializers?.[oid] ?? this.serializers[oid];
        return serializer ? serializer(param) : String(param);
      });
      result = await this.#send(
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      );
    } catch (error) {
      throw Object.assign(error as messages.DatabaseError, {
        query,
        params,
        queryOptions: options,
      });
    }
    if (outsideTransaction) await this.syncToFs();
    return this.#results<T>(statement.fields, result, options);
  }

  /** The statement `query` is prepared as, prepared now if it is not (or no longer) held. */
  async #prepared(query: string): Promise<Statement> {
    const held = this.#statements.get(query);
    if (held) {
      // Most recently used last: a Map iterates in insertion order.
      this.#statements.delete(query);
      this.#statements.set(query, held);
      return held;
    }
    const name = `manna_${this.#nextName++}`;
    const described = await this.#send(
      serialize.parse({ name, text: query }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    const statement: Statement = { name, paramTypes: [], fields: [] };
    for (const message of described) {
      if (message.name === 'parameterDescription') {
        statement.paramTypes = (message as messages.ParameterDescriptionMessage).dataTypeIDs;
      } else if (message.name === 'rowDescription') {
        statement.fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({
          name: field.name,
          dataTypeID: field.dataTypeID,
        }));
      }
    }
    this.#statements.set(query, statement);
    if (this.#statements.size > MAX_STATEMENTS) {
      const [oldestText, oldest] = this.#statements.entries().next().value as [string, Statement];
      this.#statements.delete(oldestText);
      await this.#send(serialize.close({ type: 'S', name: oldest.name }), serialize.sync());
    }
    return statement;
  }

  /** Protocol messages in one call into PostgreSQL; the file system is synced by the caller. */
  async #send(...parts: Uint8Array[]): Promise<BackendMessage[]> {
    return (await this.execProtocol(Buffer.concat(parts), { syncToFs: false })).messages;
  }

  /** The rows as PGlite's parseResults makes them, for one statement's messages. */
  #results<T>(
    fields: Field[],
    messages: BackendMessage[],
    options: QueryOptions | undefined,
  ): Results<T> {
    const parsers = fields.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? this.parsers[dataTypeID],
    );
    const asArrays = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let result: Results<T> = { rows: [], fields, affectedRows: 0 };
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = (message as messages.DataRowMessage).fields;
        const row: Record<string, unknown> | unknown[] = asArrays ? [] : {};
        for (let index = 0; index < fields.length; index++) {
          const value = values[index] ?? null;
          const parser = parsers[index];
          const parsed =
            value === null ? null : parser ? parser(value, fields[index]?.dataTypeID ?? 0) : value;
          if (Array.isArray(row)) row.push(parsed);
          else row[fields[index]?.name ?? ''] = parsed;
        }
        rows.push(row);
      } else if (message.name === 'commandComplete') {
        const parts = (message as messages.CommandCompleteMessage).text.split(' ');
        const command = parts[0] ?? '';
        const rowCount = Number.parseInt(parts[parts.length - 1] ?? '', 10);
        const counted = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
        result = {
          rows: rows as T[],
          fields,
          command,
          affectedRows: counted ? rowCount : 0,
          ...(Number.isNaN(rowCount) ? {} : { rowCount }),
        } as Results<T>;
      }
    }
    return result;
  }
}
