import type { Request } from 'express';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(request: Request): boolean {
  return STATE_CHANGING_METHODS.has(request.method);
}
