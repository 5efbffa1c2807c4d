import { Global, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { IDENTITY_CONFIG } from '../../platform/config/config.module';
import { ARGON2_COMPUTATIONS_AT_ONCE, argon2ComputationsAtOnce } from './password-hasher';
import { PasswordsModule } from './passwords.module';

function configOf(engine: 'sqlite' | 'mysql') {
  @Global()
  @Module({ providers: [{ provide: IDENTITY_CONFIG, useValue: { database: { engine } } }], exports: [IDENTITY_CONFIG] })
  class ConfigStub {}
  return ConfigStub;
}

describe(PasswordsModule.name, () => {
  it.each(['sqlite', 'mysql'] as const)('gives the hasher the number of computations at once for %s', async (engine) => {
    const unit = await Test.createTestingModule({ imports: [configOf(engine), PasswordsModule] }).compile();
    expect(unit.get(ARGON2_COMPUTATIONS_AT_ONCE)).toBe(argon2ComputationsAtOnce(engine));
    await unit.close();
  });
});
