import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddHandOff1795266738930 implements MigrationInterface {
  name = 'AddHandOff1795266738930';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"handoff_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"site_application_id\" integer NOT NULL, \"session_id\" integer NOT NULL, \"created_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"used_at\" datetime, CONSTRAINT \"UQ_88f4e6d636a3aefe388759aa9dc\" UNIQUE (\"token_hash\"))");
    await queryRunner.query("CREATE INDEX \"IDX_f4dac815738e0e9a10f247c6e1\" ON \"handoff_tokens\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_b7a8d45fbb92ff3c0c4469e726\" ON \"handoff_tokens\" (\"session_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_de1fb0bbb3d2c8dd5270f13539\" ON \"handoff_tokens\" (\"expires_at\") ");
    await queryRunner.query("CREATE TABLE \"signing_keys\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"kid\" varchar(64) NOT NULL, \"private_jwk\" text NOT NULL, \"public_jwk\" text NOT NULL, \"created_at\" datetime NOT NULL, \"activates_at\" datetime NOT NULL, \"retires_at\" datetime, CONSTRAINT \"UQ_13362ac3e792c69417e1a53d355\" UNIQUE (\"kid\"))");
    await queryRunner.query("CREATE TABLE \"webhook_deliveries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"delivery_id\" varchar(36) NOT NULL, \"site_application_id\" integer NOT NULL, \"event\" varchar CHECK( \"event\" IN ('user.updated','user.disabled','user.logged_out','user.deleted') ) NOT NULL, \"payload\" text NOT NULL, \"created_at\" datetime NOT NULL, \"next_attempt_at\" datetime NOT NULL, \"attempts\" integer NOT NULL DEFAULT (0), \"lease_owner\" varchar(36), \"lease_until\" datetime, \"last_status\" integer, \"last_error\" varchar(255), \"delivered_at\" datetime, \"given_up_at\" datetime, CONSTRAINT \"UQ_6c1db1ec505a69c927e3c4dcee4\" UNIQUE (\"delivery_id\"))");
    await queryRunner.query("CREATE INDEX \"IDX_4181924e951ac288353ce7a072\" ON \"webhook_deliveries\" (\"site_application_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_57af77e0010e6946082ad098a5\" ON \"webhook_deliveries\" (\"delivered_at\", \"given_up_at\", \"next_attempt_at\") ");
    await queryRunner.query("CREATE TABLE \"temporary_site_applications\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"client_id\" varchar(100) NOT NULL, \"name\" varchar(30) NOT NULL, \"description\" text NOT NULL, \"image_url\" varchar(2048) NOT NULL, \"base_url\" varchar(2048) NOT NULL, \"callback_url\" varchar(2048) NOT NULL, \"webhook_url\" varchar(2048) NOT NULL, \"sysadmin_url\" varchar(2048), \"ordering_number\" integer NOT NULL, \"post_callback_url\" varchar(2048), \"theme\" varchar CHECK( \"theme\" IN ('primary','primary-alt','yellow','white') ) NOT NULL DEFAULT ('primary'), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"client_secret_hash\" varchar(64), \"webhook_secret\" varchar(64), CONSTRAINT \"UQ_76907da114997790ad4317ff590\" UNIQUE (\"client_id\"))");
    await queryRunner.query("INSERT INTO \"temporary_site_applications\"(\"id\", \"client_id\", \"name\", \"description\", \"image_url\", \"base_url\", \"callback_url\", \"webhook_url\", \"sysadmin_url\", \"ordering_number\", \"post_callback_url\", \"theme\", \"created_at\", \"updated_at\") SELECT \"id\", \"client_id\", \"name\", \"description\", \"image_url\", \"base_url\", \"callback_url\", \"webhook_url\", \"sysadmin_url\", \"ordering_number\", \"post_callback_url\", \"theme\", \"created_at\", \"updated_at\" FROM \"site_applications\"");
    await queryRunner.query("DROP TABLE \"site_applications\"");
    await queryRunner.query("ALTER TABLE \"temporary_site_applications\" RENAME TO \"site_applications\"");
    await queryRunner.query("DROP INDEX \"IDX_f4dac815738e0e9a10f247c6e1\"");
    await queryRunner.query("DROP INDEX \"IDX_b7a8d45fbb92ff3c0c4469e726\"");
    await queryRunner.query("DROP INDEX \"IDX_de1fb0bbb3d2c8dd5270f13539\"");
    await queryRunner.query("CREATE TABLE \"temporary_handoff_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"site_application_id\" integer NOT NULL, \"session_id\" integer NOT NULL, \"created_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"used_at\" datetime, CONSTRAINT \"UQ_88f4e6d636a3aefe388759aa9dc\" UNIQUE (\"token_hash\"), CONSTRAINT \"FK_f4dac815738e0e9a10f247c6e1f\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_3c646a586ed5ea18862b423cfed\" FOREIGN KEY (\"site_application_id\") REFERENCES \"site_applications\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_b7a8d45fbb92ff3c0c4469e7264\" FOREIGN KEY (\"session_id\") REFERENCES \"browser_sessions\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_handoff_tokens\"(\"id\", \"token_hash\", \"user_id\", \"site_application_id\", \"session_id\", \"created_at\", \"expires_at\", \"used_at\") SELECT \"id\", \"token_hash\", \"user_id\", \"site_application_id\", \"session_id\", \"created_at\", \"expires_at\", \"used_at\" FROM \"handoff_tokens\"");
    await queryRunner.query("DROP TABLE \"handoff_tokens\"");
    await queryRunner.query("ALTER TABLE \"temporary_handoff_tokens\" RENAME TO \"handoff_tokens\"");
    await queryRunner.query("CREATE INDEX \"IDX_f4dac815738e0e9a10f247c6e1\" ON \"handoff_tokens\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_b7a8d45fbb92ff3c0c4469e726\" ON \"handoff_tokens\" (\"session_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_de1fb0bbb3d2c8dd5270f13539\" ON \"handoff_tokens\" (\"expires_at\") ");
    await queryRunner.query("DROP INDEX \"IDX_4181924e951ac288353ce7a072\"");
    await queryRunner.query("DROP INDEX \"IDX_57af77e0010e6946082ad098a5\"");
    await queryRunner.query("CREATE TABLE \"temporary_webhook_deliveries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"delivery_id\" varchar(36) NOT NULL, \"site_application_id\" integer NOT NULL, \"event\" varchar CHECK( \"event\" IN ('user.updated','user.disabled','user.logged_out','user.deleted') ) NOT NULL, \"payload\" text NOT NULL, \"created_at\" datetime NOT NULL, \"next_attempt_at\" datetime NOT NULL, \"attempts\" integer NOT NULL DEFAULT (0), \"lease_owner\" varchar(36), \"lease_until\" datetime, \"last_status\" integer, \"last_error\" varchar(255), \"delivered_at\" datetime, \"given_up_at\" datetime, CONSTRAINT \"UQ_6c1db1ec505a69c927e3c4dcee4\" UNIQUE (\"delivery_id\"), CONSTRAINT \"FK_4181924e951ac288353ce7a0724\" FOREIGN KEY (\"site_application_id\") REFERENCES \"site_applications\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_webhook_deliveries\"(\"id\", \"delivery_id\", \"site_application_id\", \"event\", \"payload\", \"created_at\", \"next_attempt_at\", \"attempts\", \"lease_owner\", \"lease_until\", \"last_status\", \"last_error\", \"delivered_at\", \"given_up_at\") SELECT \"id\", \"delivery_id\", \"site_application_id\", \"event\", \"payload\", \"created_at\", \"next_attempt_at\", \"attempts\", \"lease_owner\", \"lease_until\", \"last_status\", \"last_error\", \"delivered_at\", \"given_up_at\" FROM \"webhook_deliveries\"");
    await queryRunner.query("DROP TABLE \"webhook_deliveries\"");
    await queryRunner.query("ALTER TABLE \"temporary_webhook_deliveries\" RENAME TO \"webhook_deliveries\"");
    await queryRunner.query("CREATE INDEX \"IDX_4181924e951ac288353ce7a072\" ON \"webhook_deliveries\" (\"site_application_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_57af77e0010e6946082ad098a5\" ON \"webhook_deliveries\" (\"delivered_at\", \"given_up_at\", \"next_attempt_at\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_57af77e0010e6946082ad098a5\"");
    await queryRunner.query("DROP INDEX \"IDX_4181924e951ac288353ce7a072\"");
    await queryRunner.query("ALTER TABLE \"webhook_deliveries\" RENAME TO \"temporary_webhook_deliveries\"");
    await queryRunner.query("CREATE TABLE \"webhook_deliveries\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"delivery_id\" varchar(36) NOT NULL, \"site_application_id\" integer NOT NULL, \"event\" varchar CHECK( \"event\" IN ('user.updated','user.disabled','user.logged_out','user.deleted') ) NOT NULL, \"payload\" text NOT NULL, \"created_at\" datetime NOT NULL, \"next_attempt_at\" datetime NOT NULL, \"attempts\" integer NOT NULL DEFAULT (0), \"lease_owner\" varchar(36), \"lease_until\" datetime, \"last_status\" integer, \"last_error\" varchar(255), \"delivered_at\" datetime, \"given_up_at\" datetime, CONSTRAINT \"UQ_6c1db1ec505a69c927e3c4dcee4\" UNIQUE (\"delivery_id\"))");
    await queryRunner.query("INSERT INTO \"webhook_deliveries\"(\"id\", \"delivery_id\", \"site_application_id\", \"event\", \"payload\", \"created_at\", \"next_attempt_at\", \"attempts\", \"lease_owner\", \"lease_until\", \"last_status\", \"last_error\", \"delivered_at\", \"given_up_at\") SELECT \"id\", \"delivery_id\", \"site_application_id\", \"event\", \"payload\", \"created_at\", \"next_attempt_at\", \"attempts\", \"lease_owner\", \"lease_until\", \"last_status\", \"last_error\", \"delivered_at\", \"given_up_at\" FROM \"temporary_webhook_deliveries\"");
    await queryRunner.query("DROP TABLE \"temporary_webhook_deliveries\"");
    await queryRunner.query("CREATE INDEX \"IDX_57af77e0010e6946082ad098a5\" ON \"webhook_deliveries\" (\"delivered_at\", \"given_up_at\", \"next_attempt_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_4181924e951ac288353ce7a072\" ON \"webhook_deliveries\" (\"site_application_id\") ");
    await queryRunner.query("DROP INDEX \"IDX_de1fb0bbb3d2c8dd5270f13539\"");
    await queryRunner.query("DROP INDEX \"IDX_b7a8d45fbb92ff3c0c4469e726\"");
    await queryRunner.query("DROP INDEX \"IDX_f4dac815738e0e9a10f247c6e1\"");
    await queryRunner.query("ALTER TABLE \"handoff_tokens\" RENAME TO \"temporary_handoff_tokens\"");
    await queryRunner.query("CREATE TABLE \"handoff_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"site_application_id\" integer NOT NULL, \"session_id\" integer NOT NULL, \"created_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"used_at\" datetime, CONSTRAINT \"UQ_88f4e6d636a3aefe388759aa9dc\" UNIQUE (\"token_hash\"))");
    await queryRunner.query("INSERT INTO \"handoff_tokens\"(\"id\", \"token_hash\", \"user_id\", \"site_application_id\", \"session_id\", \"created_at\", \"expires_at\", \"used_at\") SELECT \"id\", \"token_hash\", \"user_id\", \"site_application_id\", \"session_id\", \"created_at\", \"expires_at\", \"used_at\" FROM \"temporary_handoff_tokens\"");
    await queryRunner.query("DROP TABLE \"temporary_handoff_tokens\"");
    await queryRunner.query("CREATE INDEX \"IDX_de1fb0bbb3d2c8dd5270f13539\" ON \"handoff_tokens\" (\"expires_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_b7a8d45fbb92ff3c0c4469e726\" ON \"handoff_tokens\" (\"session_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_f4dac815738e0e9a10f247c6e1\" ON \"handoff_tokens\" (\"user_id\") ");
    await queryRunner.query("ALTER TABLE \"site_applications\" RENAME TO \"temporary_site_applications\"");
    await queryRunner.query("CREATE TABLE \"site_applications\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"client_id\" varchar(100) NOT NULL, \"name\" varchar(30) NOT NULL, \"description\" text NOT NULL, \"image_url\" varchar(2048) NOT NULL, \"base_url\" varchar(2048) NOT NULL, \"callback_url\" varchar(2048) NOT NULL, \"webhook_url\" varchar(2048) NOT NULL, \"sysadmin_url\" varchar(2048), \"ordering_number\" integer NOT NULL, \"post_callback_url\" varchar(2048), \"theme\" varchar CHECK( \"theme\" IN ('primary','primary-alt','yellow','white') ) NOT NULL DEFAULT ('primary'), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"UQ_76907da114997790ad4317ff590\" UNIQUE (\"client_id\"))");
    await queryRunner.query("INSERT INTO \"site_applications\"(\"id\", \"client_id\", \"name\", \"description\", \"image_url\", \"base_url\", \"callback_url\", \"webhook_url\", \"sysadmin_url\", \"ordering_number\", \"post_callback_url\", \"theme\", \"created_at\", \"updated_at\") SELECT \"id\", \"client_id\", \"name\", \"description\", \"image_url\", \"base_url\", \"callback_url\", \"webhook_url\", \"sysadmin_url\", \"ordering_number\", \"post_callback_url\", \"theme\", \"created_at\", \"updated_at\" FROM \"temporary_site_applications\"");
    await queryRunner.query("DROP TABLE \"temporary_site_applications\"");
    await queryRunner.query("DROP INDEX \"IDX_57af77e0010e6946082ad098a5\"");
    await queryRunner.query("DROP INDEX \"IDX_4181924e951ac288353ce7a072\"");
    await queryRunner.query("DROP TABLE \"webhook_deliveries\"");
    await queryRunner.query("DROP TABLE \"signing_keys\"");
    await queryRunner.query("DROP INDEX \"IDX_de1fb0bbb3d2c8dd5270f13539\"");
    await queryRunner.query("DROP INDEX \"IDX_b7a8d45fbb92ff3c0c4469e726\"");
    await queryRunner.query("DROP INDEX \"IDX_f4dac815738e0e9a10f247c6e1\"");
    await queryRunner.query("DROP TABLE \"handoff_tokens\"");
  }
}
