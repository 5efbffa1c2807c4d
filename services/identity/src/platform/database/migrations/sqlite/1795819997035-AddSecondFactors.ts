import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Second factors (issue 29): authenticator apps, passkeys with their WebAuthn challenges, recovery
 * codes, pending second steps, the enterprise policy and the session's last re-authentication. The
 * two columns are added in place (ALTER TABLE ADD), not by rebuilding their tables.
 */
export class AddSecondFactors1795819997035 implements MigrationInterface {
  name = 'AddSecondFactors1795819997035';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"passkeys\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"name\" varchar(64) NOT NULL, \"credential_id\" varchar(1400) NOT NULL, \"credential_id_hash\" varchar(64) NOT NULL, \"public_key\" text NOT NULL, \"counter\" bigint NOT NULL DEFAULT (0), \"transports\" varchar(255), \"device_type\" varchar(32) NOT NULL, \"backed_up\" boolean NOT NULL DEFAULT (0), \"created_at\" datetime NOT NULL, \"last_used_at\" datetime, CONSTRAINT \"UQ_6c5bccf6e36595afe2c70e74ed0\" UNIQUE (\"credential_id_hash\"), CONSTRAINT \"FK_02227b9a8a34a808e3e23800b00\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE INDEX \"IDX_02227b9a8a34a808e3e23800b0\" ON \"passkeys\" (\"user_id\") ");
    await queryRunner.query("CREATE TABLE \"webauthn_challenges\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"challenge\" varchar(128) NOT NULL, \"purpose\" varchar(20) NOT NULL, \"user_id\" integer, \"created_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, CONSTRAINT \"UQ_03a1fd625909713af1fa0b33f3e\" UNIQUE (\"challenge\"))");
    await queryRunner.query("CREATE INDEX \"IDX_35f58a0850299bae870424d7f6\" ON \"webauthn_challenges\" (\"expires_at\") ");
    await queryRunner.query("CREATE TABLE \"recovery_codes\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"code_hash\" varchar(64) NOT NULL, \"used_at\" datetime, \"created_at\" datetime NOT NULL, CONSTRAINT \"FK_fb82b2ac740ca095b617afad031\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE INDEX \"IDX_fb82b2ac740ca095b617afad03\" ON \"recovery_codes\" (\"user_id\") ");
    await queryRunner.query("CREATE TABLE \"second_step_challenges\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"sign_in_method\" varchar(40) NOT NULL, \"enrolment_required\" boolean NOT NULL DEFAULT (0), \"ip\" varchar(45), \"user_agent\" varchar(512), \"created_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, CONSTRAINT \"UQ_e1562c4d642ff9abb71a1944209\" UNIQUE (\"token_hash\"), CONSTRAINT \"FK_d5a00bf1711db8fee6e2493b624\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE INDEX \"IDX_d5a00bf1711db8fee6e2493b62\" ON \"second_step_challenges\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_583f8c256e131d022b8aceff65\" ON \"second_step_challenges\" (\"expires_at\") ");
    await queryRunner.query("CREATE TABLE \"totp_factors\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"name\" varchar(64) NOT NULL, \"secret\" varchar(255) NOT NULL, \"confirmed_at\" datetime, \"last_used_step\" integer, \"created_at\" datetime NOT NULL, \"last_used_at\" datetime, CONSTRAINT \"FK_eded11141800ddff9dfbd017fd2\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("CREATE INDEX \"IDX_eded11141800ddff9dfbd017fd\" ON \"totp_factors\" (\"user_id\") ");
    await queryRunner.query('ALTER TABLE "enterprises" ADD "require_second_factor" boolean NOT NULL DEFAULT (0)');
    await queryRunner.query('ALTER TABLE "browser_sessions" ADD "reauthenticated_at" datetime');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "browser_sessions" DROP COLUMN "reauthenticated_at"');
    await queryRunner.query('ALTER TABLE "enterprises" DROP COLUMN "require_second_factor"');
    await queryRunner.query('DROP TABLE "totp_factors"');
    await queryRunner.query('DROP TABLE "second_step_challenges"');
    await queryRunner.query('DROP TABLE "recovery_codes"');
    await queryRunner.query('DROP TABLE "webauthn_challenges"');
    await queryRunner.query('DROP TABLE "passkeys"');
  }
}
