import { Injectable } from '@nestjs/common';
import type { Provider } from 'oidc-provider';

/** What the service does on the provider's events (each new provider instance is attached once). */
@Injectable()
export class OidcProviderEvents {
  attach(_provider: Provider): void {
    // No listeners yet.
  }
}
