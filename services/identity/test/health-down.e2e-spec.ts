import { startTestApp, type TestApp } from './support/test-app';

describe('GET /health/ready without a database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with database down once the connection is gone, while liveness stays 200', async () => {
    await t.dataSource.destroy();

    expect((await t.agent().get('/health/ready').expect(503)).body).toEqual({ status: 'unavailable', database: 'down' });
    await t.agent().get('/health/live').expect(200);
  });
});
