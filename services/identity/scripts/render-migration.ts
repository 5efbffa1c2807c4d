import type { SchemaDiff, SchemaQuery } from './schema-diff';

function renderQuery(query: SchemaQuery): string {
  const parameters = query.parameters && query.parameters.length > 0 ? `, ${JSON.stringify(query.parameters)}` : '';
  return `    await queryRunner.query(${JSON.stringify(query.query)}${parameters});`;
}

/** The TypeScript source of a migration class; `down` undoes `up` in reverse order. */
export function renderMigration(className: string, diff: SchemaDiff): string {
  return [
    "import type { MigrationInterface, QueryRunner } from 'typeorm';",
    '',
    `export class ${className} implements MigrationInterface {`,
    `  name = '${className}';`,
    '',
    '  async up(queryRunner: QueryRunner): Promise<void> {',
    ...diff.up.map(renderQuery),
    '  }',
    '',
    '  async down(queryRunner: QueryRunner): Promise<void> {',
    ...[...diff.down].reverse().map(renderQuery),
    '  }',
    '}',
    '',
  ].join('\n');
}
