import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import { StateChanging } from '../../platform/http/state-changing.decorator';
import { Authenticated } from './authenticated.decorator';

describe(Authenticated.name, () => {
  it('keeps every decorator’s entry of a route’s Fastify config, in either order (an authenticated GET keeps its CSRF rule)', () => {
    class Routes {
      @Authenticated()
      @StateChanging({ read: true })
      exportBelow(): void {}

      @StateChanging({ read: true })
      @Authenticated()
      exportAbove(): void {}
    }
    for (const handler of [Routes.prototype.exportBelow, Routes.prototype.exportAbove]) {
      expect(Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler)).toEqual({ authenticated: true, stateChanging: 'checked' });
    }
  });
});
