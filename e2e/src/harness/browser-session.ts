// One chromium per test file and a fresh browser context (cookies, storage, locale) per page, so
// tests never share a session by accident.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { runningTestFailed } from '../jest/test-failed-mark';
import { launchChromium } from './chromium';
import { reportFailedPages } from './failure-report';
import { logsDir } from './paths';
import { loadStack, type Stack, type TestUser } from './stack';

export interface PageOptions {
  /** The browser's language, e.g. it-IT; English by default. */
  locale?: string;
  /** Which portal to open; the regular one by default. */
  portalUrl?: string;
}

export interface BrowserSession {
  stack: Stack;
  /** A page in a new context whose relative URLs resolve against the portal. */
  newPage(options?: PageOptions): Promise<Page>;
  /** A page already signed in as the user (through the API, not the login screen). */
  signedInPage(user: TestUser, options?: PageOptions): Promise<Page>;
}

/** Console errors and page crashes go to .tmp/e2e-logs/browser.log, named by test, for diagnosis. */
function recordBrowserConsole(context: BrowserContext): void {
  const test = expect.getState().currentTestName ?? '(outside a test)';
  const write = (line: string) => appendFileSync(join(logsDir, 'browser.log'), `[${test}] ${line}\n`);
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') write(`${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => write(`page error: ${error.error().stack ?? error.error().message}`));
}

/** Registers jest hooks for the current file and returns the helpers the tests use. */
export function useBrowser(): BrowserSession {
  const stack = loadStack();
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    if (runningTestFailed()) {
      await reportFailedPages(expect.getState().currentTestName ?? 'a test', contexts.flatMap((context) => context.pages()));
    }
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(options: PageOptions = {}): Promise<Page> {
    if (!browser) throw new Error('the browser is not started: call newPage inside a test');
    const context = await browser.newContext({
      baseURL: options.portalUrl ?? stack.portalUrl,
      locale: options.locale ?? 'en-US',
      viewport: { width: 1280, height: 800 },
    });
    contexts.push(context);
    // A screen that does not show up within seconds is a failure, not something to wait out.
    context.setDefaultTimeout(10_000);
    recordBrowserConsole(context);
    return context.newPage();
  }

  async function signedInPage(user: TestUser, options: PageOptions = {}): Promise<Page> {
    const page = await newPage(options);
    // The context's request API shares the cookie jar with its pages.
    const answer = await page.context().request.post(`${stack.apiUrl}/auth/login`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: options.portalUrl ?? stack.portalUrl },
      data: { email: user.email, password: user.password },
    });
    if (answer.status() !== 200) throw new Error(`sign-in of ${user.email} answered ${answer.status()}: ${await answer.text()}`);
    return page;
  }

  return { stack, newPage, signedInPage };
}
