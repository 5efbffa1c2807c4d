import type { MigrationInterface, QueryRunner } from 'typeorm';

/** job_leases (ADR 0702): the DNS re-check and the housekeeping run on the instance that holds their lease. */
export class AddJobLeases1795785351488 implements MigrationInterface {
  name = 'AddJobLeases1795785351488';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `job_leases` (`name` varchar(64) NOT NULL, `holder` varchar(36) NULL, `lease_until` datetime NULL, `due_at` datetime NOT NULL, PRIMARY KEY (`name`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP TABLE `job_leases`");
  }
}
