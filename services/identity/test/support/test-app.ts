import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createIdentityApp } from '../../src/app.factory';
import type { IdentityConfig } from '../../src/platform/config/identity-config';
import { type Environment, loadConfig } from '../../src/platform/config/load-config';
import { createThrowawayMysqlDatabase, type ThrowawayDatabase } from '../../scripts/throwaway-mysql-database';
import { PasswordHasher } from '../../src/auth/passwords/password-hasher';
import { User } from '../../src/users/user.entity';

export type TestAgent = request.Agent;

export const PORTAL_ORIGIN = 'http://localhost:8080';
export const CSRF = { 'X-Requested-With': 'XMLHttpRequest' } as const;

export interface TestApp {
  app: NestFastifyApplication;
  config: IdentityConfig;
  dataSource: DataSource;
  /** A client that keeps cookies, like a browser. */
  agent(): TestAgent;
  createUser(fields?: Partial<User> & { password?: string }): Promise<User>;
  /** An agent signed in as the user. */
  signIn(email: string, password: string): Promise<TestAgent>;
  close(): Promise<void>;
  /**
   * Stops this app as a restart would (the database stays) and starts a new one on the same
   * database and DATA_DIR, with these variables changed.
   */
  restart(environment?: Environment): Promise<TestApp>;
  /** A second instance on the same database, as behind a load balancer; closing it keeps the database. */
  sibling(environment?: Environment): Promise<TestApp>;
}

let userCount = 0;

/**
 * The real app on a fresh database: a new SQLite file, or a throwaway MariaDB/MySQL database when
 * TEST_DATABASE_URL names a server. Migrations and seeds run as at a real start. A given logger
 * replaces the silent default, for tests that read log lines.
 */
export async function startTestApp(environment: Environment = {}, options: { logger?: Logger } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-e2e-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const throwaway: ThrowawayDatabase | null = serverUrl ? await createThrowawayMysqlDatabase(serverUrl, 'identity_e2e') : null;
  const baseEnvironment: Environment = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_ADMIN: 'off',
    ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
    ...environment,
  };
  return openTestApp(baseEnvironment, dataDir, throwaway, options.logger);
}

/**
 * The real app on a database that already exists (a SQLite file in `dataDir` or the throwaway
 * database), running whatever migrations it lacks, as an upgraded installation starts; `close()`
 * drops the throwaway database and removes `dataDir`.
 */
export async function openTestApp(environment: Environment, dataDir: string, throwaway: ThrowawayDatabase | null, logger: Logger | undefined): Promise<TestApp> {
  const config = loadConfig(environment, dataDir);
  const app = await createIdentityApp(config, logger);
  await app.init();
  // supertest talks to the raw server: Fastify must have loaded its plugins and routes first.
  await app.getHttpAdapter().getInstance().ready();
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const hasher = new PasswordHasher();

  const testApp: TestApp = {
    app,
    config,
    dataSource,
    agent: () => request.agent(app.getHttpServer()),
    async createUser({ password = 'a long enough password', ...fields } = {}) {
      userCount += 1;
      const users = dataSource.getRepository(User);
      return users.save(
        users.create({
          email: `user${userCount}-${Date.now()}@example.com`,
          firstName: 'Ada',
          lastName: 'Lovelace',
          isVerified: true,
          passwordHash: await hasher.hash(password),
          ...fields,
        }),
      );
    },
    async signIn(email, password) {
      const agent = testApp.agent();
      await agent.post('/auth/login').set(CSRF).send({ email, password }).expect(200);
      return agent;
    },
    async close() {
      await app.close();
      await throwaway?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async restart(changes = {}) {
      await app.close();
      return openTestApp({ ...environment, ...changes }, dataDir, throwaway, logger);
    },
    async sibling(changes = {}) {
      const other = await openTestApp({ ...environment, ...changes }, dataDir, throwaway, logger);
      return { ...other, close: () => other.app.close() };
    },
  };
  return testApp;
}
