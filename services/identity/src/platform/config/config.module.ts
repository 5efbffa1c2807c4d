import { type DynamicModule, Global, Inject, Module } from '@nestjs/common';
import type { IdentityConfig } from './identity-config';

/** The injection token of the validated configuration object. */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

/** Injects the validated configuration: `constructor(@InjectConfig() config: IdentityConfig)`. */
export const InjectConfig = (): ParameterDecorator => Inject(IDENTITY_CONFIG);

/**
 * Makes the configuration built at boot available everywhere. It takes the object rather than
 * reading the environment, so tests and tools build the app with any configuration they need.
 */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: IdentityConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: IDENTITY_CONFIG, useValue: config }],
      exports: [IDENTITY_CONFIG],
    };
  }
}
