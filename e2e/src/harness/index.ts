// The harness of the browser tests: the stack the global setup started, a browser per test file,
// screenshots and the accessibility check.
export { accessibilityViolations, blockingAccessibilityViolations, type BlockingViolation } from './accessibility';
export { useBrowser, type BrowserSession, type PageOptions } from './browser-session';
export { saveScreenshot } from './screenshots';
export * from './servers';
export { loadStack, type Stack, type TestUser } from './stack';
export { createAccount, type NewAccountOptions } from './new-account';
export { magicCodeOf, verifyLinkOf, waitForMail, type ReceivedMail } from './outbox';
