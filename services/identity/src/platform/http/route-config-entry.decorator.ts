import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';

/**
 * Adds entries to a route's Fastify config, where hooks read them (Nest copies this metadata into the
 * route options). Merged with what other decorators put there: Nest's own RouteConfig replaces the
 * whole config, so a second decorator would silently drop the first one's entry (a GET's CSRF rule).
 */
export function RouteConfigEntry(entries: Record<string, unknown>): MethodDecorator {
  return (_target, _key, descriptor) => {
    const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, descriptor.value as object) ?? {}) as Record<string, unknown>;
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...config, ...entries }, descriptor.value as object);
  };
}
