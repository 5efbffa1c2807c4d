/**
 * SPEC §9: a background service worker installed by an earlier portal must not keep serving stale
 * files. The portal installs none, so every registration found is removed.
 */
export async function unregisterServiceWorkers(container: ServiceWorkerContainer | undefined): Promise<number> {
  if (!container) return 0;
  try {
    const registrations = await container.getRegistrations();
    const results = await Promise.all(registrations.map((registration) => registration.unregister()));
    return results.filter(Boolean).length;
  } catch (error) {
    // Not fatal: the portal works with or without this clean-up (e.g. in a private window).
    console.warn('Could not unregister service workers', error);
    return 0;
  }
}
