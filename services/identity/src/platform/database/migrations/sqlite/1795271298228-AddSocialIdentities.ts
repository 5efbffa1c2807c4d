import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSocialIdentities1795271298228 implements MigrationInterface {
  name = 'AddSocialIdentities1795271298228';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"social_identities\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"provider\" varchar CHECK( \"provider\" IN ('facebook','linkedin') ) NOT NULL, \"subject\" varchar(255) NOT NULL, \"user_id\" integer NOT NULL, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_862c82e2b6a44d79ffecbae7edb\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_fd58c67dbe0eff974d4604e72e\" ON \"social_identities\" (\"provider\", \"subject\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_fd58c67dbe0eff974d4604e72e\"");
    await queryRunner.query("DROP TABLE \"social_identities\"");
  }
}
