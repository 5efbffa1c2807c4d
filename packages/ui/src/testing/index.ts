/** `@weather/ui/testing`: helpers for the apps' component tests (never imported by app code). */
export { buildPortalUser } from './portal-user.factory';
export { type RenderInPortalOptions, renderInPortal } from './render-in-portal';
export { FakeSession } from './fake-session';
export { buildAuditEntry, FakeActivityTransport } from './fake-activity-transport';
export { fillIn } from './fill-in';
