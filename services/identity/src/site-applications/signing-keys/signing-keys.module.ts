import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JwksController } from './jwks.controller';
import { JwtIssuerService } from './jwt-issuer.service';
import { SigningKeyCache } from './signing-key-cache';
import { SigningKeyCacheInvalidator } from './signing-key-cache.invalidator';
import { SigningKey } from './signing-key.entity';
import { SigningKeysService } from './signing-keys.service';

/** JWT signing keys (stored, rotated, published as a JWKS) and the JWT issuer. */
@Module({
  imports: [TypeOrmModule.forFeature([SigningKey])],
  controllers: [JwksController],
  providers: [SigningKeysService, JwtIssuerService, SigningKeyCache, SigningKeyCacheInvalidator],
  exports: [SigningKeysService, JwtIssuerService],
})
export class SigningKeysModule {}
