import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JwksController } from './jwks.controller';
import { JwtIssuerService } from './jwt-issuer.service';
import { SigningKeyCache } from './signing-key-cache';
import { SigningKeyCacheInvalidator } from './signing-key-cache.invalidator';
import { SigningKey } from './signing-key.entity';
import { SigningKeysService } from './signing-keys.service';

/** JWT signing keys (stored, rotated, published as a JWKS) and the JWT issuer. */
@Module({
  // No key for the whole module: each JWT is signed with the rotating key of the moment.
  imports: [TypeOrmModule.forFeature([SigningKey]), JwtModule.register({})],
  controllers: [JwksController],
  providers: [SigningKeysService, JwtIssuerService, SigningKeyCache, SigningKeyCacheInvalidator],
  exports: [SigningKeysService, JwtIssuerService],
})
export class SigningKeysModule {}
