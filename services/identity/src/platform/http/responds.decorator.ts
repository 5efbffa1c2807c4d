import { UseInterceptors } from '@nestjs/common';
import { ResponderInterceptor } from './responder.interceptor';

/**
 * Marks a controller whose handlers may return an HttpOutcome: the one responder applies it
 * (docs/adr/0604-one-responder.md). Scoped to these controllers rather than global, so the hot
 * routes that never set cookies (/v1/users/me, the hand-off) pay for no extra interceptor.
 */
export const Responds = (): ClassDecorator & MethodDecorator => UseInterceptors(ResponderInterceptor);
