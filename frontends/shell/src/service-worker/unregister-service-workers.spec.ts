import { unregisterServiceWorkers } from './unregister-service-workers';

function containerWith(...unregisterResults: boolean[]) {
  const registrations = unregisterResults.map((result) => ({ unregister: jest.fn().mockResolvedValue(result) }));
  const container = { getRegistrations: jest.fn().mockResolvedValue(registrations) };
  return { container: container as unknown as ServiceWorkerContainer, registrations };
}

describe(unregisterServiceWorkers.name, () => {
  it('unregisters every registration it finds', async () => {
    const { container, registrations } = containerWith(true, true);
    await expect(unregisterServiceWorkers(container)).resolves.toBe(2);
    for (const registration of registrations) expect(registration.unregister).toHaveBeenCalled();
  });

  it('does nothing where service workers do not exist', async () => {
    await expect(unregisterServiceWorkers(undefined)).resolves.toBe(0);
  });

  it('survives a browser that refuses', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const container = { getRegistrations: jest.fn().mockRejectedValue(new Error('SecurityError')) };
    await expect(unregisterServiceWorkers(container as unknown as ServiceWorkerContainer)).resolves.toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
