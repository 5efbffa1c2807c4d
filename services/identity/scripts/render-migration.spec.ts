import { renderMigration } from './render-migration';

describe(renderMigration.name, () => {
  it('writes up in order and down in reverse, quoting SQL safely', () => {
    const sut = renderMigration('Init1', {
      up: [{ query: 'CREATE TABLE `a` (id int)' }, { query: 'INSERT INTO a VALUES (?)', parameters: [1] }],
      down: [{ query: 'DROP TABLE `a`' }, { query: 'DELETE FROM a WHERE id = ?', parameters: [1] }],
    });

    expect(sut).toContain("export class Init1 implements MigrationInterface {\n  name = 'Init1';");
    expect(sut).toContain('await queryRunner.query("CREATE TABLE `a` (id int)");\n    await queryRunner.query("INSERT INTO a VALUES (?)", [1]);');
    expect(sut).toContain('await queryRunner.query("DELETE FROM a WHERE id = ?", [1]);\n    await queryRunner.query("DROP TABLE `a`");');
  });
});
