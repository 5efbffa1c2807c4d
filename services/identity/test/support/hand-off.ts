import { SiteApplicationCredentialsService, type IssuedCredentials } from '../../src/site-applications/catalogue/site-application-credentials.service';
import { SiteApplication } from '../../src/site-applications/catalogue/site-application.entity';
import type { TestApp } from './test-app';

let applicationCount = 0;

/** A new application with fresh secrets; its URLs default to an origin nothing listens on. */
export async function createApplication(
  testApp: TestApp,
  fields: Partial<SiteApplication> = {},
): Promise<{ application: SiteApplication; credentials: IssuedCredentials }> {
  applicationCount += 1;
  const base = fields.baseUrl ?? 'http://localhost:4001';
  const applications = testApp.dataSource.getRepository(SiteApplication);
  const application = await applications.save(
    applications.create({
      clientId: `test-app-${applicationCount}-${Date.now()}`,
      name: `Test ${applicationCount}`,
      description: 'An application of the tests',
      imageUrl: `${base}/logo.svg`,
      baseUrl: base,
      callbackUrl: `${base}/auth/callback`,
      webhookUrl: `${base}/webhooks/identity`,
      sysadminUrl: null,
      postCallbackUrl: null,
      orderingNumber: 3,
      theme: 'white',
      ...fields,
    }),
  );
  const credentials = await testApp.app.get(SiteApplicationCredentialsService).rotate(application.clientId);
  return { application: await applications.findOneByOrFail({ id: application.id }), credentials };
}

/** The Authorization header of a redemption. */
export function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** Polls until the check holds (the worker's timer, a receiver); fails after the timeout. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
