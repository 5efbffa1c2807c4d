import { Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import type { SocialProfile, SocialProvider } from './social-provider';
import { SocialSignInError } from './social-result';
import type { SocialState } from './social-state-cookie';

/** The checks one pop-up sends to the provider and keeps for its callback. */
export type AuthorizationChecks = Pick<SocialState, 'state' | 'codeVerifier' | 'nonce'>;

/**
 * The OAuth 2.0 / OpenID Connect client of each provider (openid-client, docs/adr/0213): the
 * authorization address of a pop-up, then the code exchange and the person's profile. Every
 * request to the provider that fails is SOCIAL_PROVIDER_UNAVAILABLE.
 */
@Injectable()
export class SocialClients {
  /** LinkedIn's discovery document is fetched once, on the first use (a boot does not wait for LinkedIn). */
  private linkedin: Promise<oidc.Configuration> | null = null;

  constructor(@InjectConfig() private readonly config: IdentityConfig) {}

  enabled(provider: SocialProvider): boolean {
    return this.config.social[provider] !== null;
  }

  callbackUrl(provider: SocialProvider): URL {
    return new URL(`/auth/${provider}/callback`, this.config.publicApiUrl);
  }

  async authorizationUrl(provider: SocialProvider, checks: AuthorizationChecks): Promise<URL> {
    const configuration = await this.configuration(provider);
    return oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.callbackUrl(provider).href,
      scope: provider === 'linkedin' ? 'openid profile email' : 'email public_profile',
      state: checks.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      ...(provider === 'linkedin' ? { nonce: checks.nonce } : {}),
    });
  }

  /** Exchanges the callback's code (its state already checked) and reads who the person is. */
  async profile(provider: SocialProvider, callback: URL, checks: AuthorizationChecks): Promise<SocialProfile> {
    try {
      const configuration = await this.configuration(provider);
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(provider === 'linkedin' ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
      });
      return provider === 'linkedin'
        ? linkedinProfile(await oidc.fetchUserInfo(configuration, tokens.access_token, tokens.claims()?.sub ?? oidc.skipSubjectCheck))
        : facebookProfile(await this.facebookUser(configuration, tokens.access_token));
    } catch (error: unknown) {
      if (error instanceof SocialSignInError) throw error;
      throw new SocialSignInError('SOCIAL_PROVIDER_UNAVAILABLE');
    }
  }

  private async facebookUser(configuration: oidc.Configuration, accessToken: string): Promise<Record<string, unknown>> {
    const facebook = this.settingsOf('facebook');
    const response = await oidc.fetchProtectedResource(configuration, accessToken, facebook.userUrl, 'GET');
    if (!response.ok) throw new SocialSignInError('SOCIAL_PROVIDER_UNAVAILABLE');
    return (await response.json()) as Record<string, unknown>;
  }

  private configuration(provider: SocialProvider): Promise<oidc.Configuration> {
    if (provider === 'facebook') {
      const facebook = this.settingsOf('facebook');
      // Facebook publishes no discovery document for this flow: its endpoints are configured.
      const configuration = new oidc.Configuration(
        { issuer: facebook.authorizationUrl.origin, authorization_endpoint: facebook.authorizationUrl.href, token_endpoint: facebook.tokenUrl.href },
        facebook.clientId,
        undefined,
        oidc.ClientSecretPost(facebook.clientSecret),
      );
      if (facebook.tokenUrl.protocol === 'http:') oidc.allowInsecureRequests(configuration);
      return Promise.resolve(configuration);
    }
    const linkedin = this.settingsOf('linkedin');
    this.linkedin ??= oidc
      .discovery(linkedin.issuer, linkedin.clientId, undefined, oidc.ClientSecretPost(linkedin.clientSecret), {
        // Plain http only for a stand-in provider on this machine (tests, development).
        execute: linkedin.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        this.linkedin = null; // the next pop-up tries again
        throw error;
      });
    return this.linkedin;
  }

  private settingsOf<P extends SocialProvider>(provider: P): NonNullable<IdentityConfig['social'][P]> {
    const settings = this.config.social[provider];
    if (!settings) throw new SocialSignInError('SOCIAL_PROVIDER_UNAVAILABLE');
    return settings;
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** LinkedIn's userinfo: sub, email, email_verified, given_name, family_name. */
function linkedinProfile(claims: Record<string, unknown>): SocialProfile {
  return {
    provider: 'linkedin',
    subject: text(claims.sub),
    email: text(claims.email) || null,
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
  };
}

/**
 * Facebook's Graph `me`: id, email, first_name, last_name. The Graph answers an email only once the
 * person confirmed it with Facebook, so a present email counts as verified.
 */
function facebookProfile(user: Record<string, unknown>): SocialProfile {
  const email = text(user.email) || null;
  return { provider: 'facebook', subject: text(user.id), email, emailVerified: email !== null, firstName: text(user.first_name), lastName: text(user.last_name) };
}
