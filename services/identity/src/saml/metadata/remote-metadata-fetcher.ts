import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Injectable } from '@nestjs/common';
import { ApiException } from '../../platform/errors/api-exception';
import { NOT_ALLOWED, OutboundAddressPolicy, type ResolvedAddress } from '../../platform/outbound/outbound-address-policy';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';

/** Metadata documents are a few kilobytes; a federation's aggregate is not what this form wants. */
export const MAX_METADATA_BYTES = 512 * 1024;
export const METADATA_TIMEOUT_MS = 5000;

/**
 * Fetches an identity provider's metadata for the Single Sign-On tab without becoming a way into
 * our network: https only in production, no credentials in the URL, the host resolved once and
 * every address checked (loopback, private, link-local... unless SAML_METADATA_ALLOWED_HOSTS names
 * the host), the connection made to that checked address (no second resolution to rebind), no
 * redirects followed, a time limit and a size limit.
 */
@Injectable()
export class RemoteMetadataFetcher {
  private readonly addresses: OutboundAddressPolicy;

  constructor(@InjectConfig() private readonly config: IdentityConfig) {
    // The policy of every call the service makes (docs/adr/0238), with the metadata's own allow-list.
    this.addresses = new OutboundAddressPolicy(config.saml.metadataAllowedHosts);
  }

  async fetch(raw: string): Promise<string> {
    const url = this.allowedUrl(raw);
    const target = await this.addresses.target(url);
    if (target.kind === 'refused') throw new ApiException(target.reason === NOT_ALLOWED ? 'SAML_METADATA_NOT_ALLOWED' : 'SAML_METADATA_UNREACHABLE');
    return this.download(url, target.kind === 'pinned' ? target : null);
  }

  private allowedUrl(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ApiException('SAML_METADATA_NOT_ALLOWED');
    }
    const schemeAllowed = url.protocol === 'https:' || (url.protocol === 'http:' && this.config.nodeEnv !== 'production');
    if (!schemeAllowed || url.username !== '' || url.password !== '') throw new ApiException('SAML_METADATA_NOT_ALLOWED');
    return url;
  }

  /** Downloads from the checked address (`pinned`), or from an allow-listed host as it resolves. */
  private download(url: URL, target: ResolvedAddress | null): Promise<string> {
    // The connection goes to the address checked above, whatever the name resolves to by now.
    const pinned: LookupFunction | undefined = target
      ? (_hostname, options, callback) => {
          if (options.all) callback(null, [target]);
          else callback(null, target.address, target.family);
        }
      : undefined;
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<string>((resolve, reject) => {
      const request = send(url, { method: 'GET', lookup: pinned, timeout: METADATA_TIMEOUT_MS, headers: { Accept: 'application/samlmetadata+xml, application/xml, text/xml' } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new ApiException('SAML_METADATA_UNREACHABLE'));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > MAX_METADATA_BYTES) {
          request.destroy();
          reject(new ApiException('SAML_METADATA_TOO_LARGE'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_METADATA_BYTES) {
            request.destroy();
            reject(new ApiException('SAML_METADATA_TOO_LARGE'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', () => reject(new ApiException('SAML_METADATA_UNREACHABLE')));
      });
      // A whole-request deadline too: the socket timeout alone restarts with every slow byte.
      const deadline = setTimeout(() => request.destroy(new Error('deadline')), METADATA_TIMEOUT_MS);
      request.on('close', () => clearTimeout(deadline));
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => reject(new ApiException('SAML_METADATA_UNREACHABLE')));
      request.end();
    });
  }
}
