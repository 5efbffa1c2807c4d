import { SpanStatusCode } from '@opentelemetry/api';
import { tracing, node } from '@opentelemetry/sdk-node';
import Database from 'better-sqlite3';
import { BetterSqlite3Instrumentation, maskSqlLiterals, maskSqliteLiterals } from './better-sqlite3-instrumentation';

describe(BetterSqlite3Instrumentation.name, () => {
  const exporter = new tracing.InMemorySpanExporter();
  const provider = new node.NodeTracerProvider({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)] });
  provider.register();
  const sut = new BetterSqlite3Instrumentation({ enabled: false });
  sut.setTracerProvider(provider);
  sut.patchDatabase(Database.prototype as never);
  const tracer = provider.getTracer('spec');

  beforeEach(() => exporter.reset());

  it('makes a CLIENT span of each statement inside the active span, with the text masked and no parameter', () => {
    const db = new Database(':memory:');
    tracer.startActiveSpan('request', (request) => {
      db.exec('CREATE TABLE "items" ("id" INTEGER PRIMARY KEY, "secret" TEXT)');
      db.prepare(`INSERT INTO "items" ("secret") VALUES ('inline-s3cret')`).run();
      db.prepare('INSERT INTO "items" ("secret") VALUES (?)').run('bound-s3cret');
      expect(db.prepare('SELECT "secret" FROM "items" WHERE "id" > 0 ORDER BY "id"').all()).toEqual([{ secret: 'inline-s3cret' }, { secret: 'bound-s3cret' }]);
      request.end();
    });

    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'request');
    const statements = spans.filter((span) => span !== request);
    expect(statements.map((span) => span.name)).toEqual(['CREATE', 'INSERT items', 'INSERT items', 'SELECT items']);
    for (const span of statements) {
      expect(span.parentSpanContext?.spanId).toBe(request?.spanContext().spanId);
      expect(span.spanContext().traceId).toBe(request?.spanContext().traceId);
      expect(span.attributes['db.system.name']).toBe('sqlite');
    }
    expect(statements[1]?.attributes['db.query.text']).toBe('INSERT INTO "items" ("secret") VALUES (?)');
    expect(statements[3]?.attributes).toMatchObject({ 'db.operation.name': 'SELECT', 'db.collection.name': 'items', 'db.query.text': 'SELECT "secret" FROM "items" WHERE "id" > ? ORDER BY "id"' });
    expect(JSON.stringify(spans.map((span) => span.attributes))).not.toMatch(/s3cret/);
  });

  it('marks a failing statement as an error and still throws its error', () => {
    const db = new Database(':memory:');
    expect(() => db.prepare('SELECT * FROM "missing"')).toThrow(/no such table/);
    db.exec('CREATE TABLE "once" ("id" INTEGER PRIMARY KEY)');
    const insert = db.prepare('INSERT INTO "once" ("id") VALUES (?)');
    insert.run(1);
    expect(() => insert.run(1)).toThrow(/UNIQUE constraint failed/);

    const failed = exporter.getFinishedSpans().at(-1);
    expect(failed?.name).toBe('INSERT once');
    expect(failed?.status).toMatchObject({ code: SpanStatusCode.ERROR, message: expect.stringMatching(/UNIQUE constraint failed/) });
  });
});

describe('SQL masks', () => {
  it('replace literal strings and numbers, not identifiers', () => {
    expect(maskSqliteLiterals(`SELECT "t1"."email" FROM "users" "t1" WHERE "t1"."email" = 'a@b.c' AND "t1"."id" IN (4, 25) LIMIT 1`)).toBe(
      `SELECT "t1"."email" FROM "users" "t1" WHERE "t1"."email" = ? AND "t1"."id" IN (?, ?) LIMIT ?`,
    );
    expect(maskSqlLiterals("SELECT `u`.`id` FROM `users` `u` WHERE `u`.`email` = \"a@b.c\" OR `u`.`name` = 'O\\'Brien' OR `u`.`id` = 7")).toBe(
      'SELECT `u`.`id` FROM `users` `u` WHERE `u`.`email` = ? OR `u`.`name` = ? OR `u`.`id` = ?',
    );
  });
});
