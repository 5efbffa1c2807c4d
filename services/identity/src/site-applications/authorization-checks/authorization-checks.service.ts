import { performance } from 'node:perf_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../platform/clock';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import type { AuthorizationVerdict } from '../../platform/metrics/metric-types';
import { Metrics } from '../../platform/metrics/metrics';
import { SiteApplicationCredentialsService } from '../catalogue/site-application-credentials.service';
import type { SiteApplication } from '../catalogue/site-application.entity';
import { SiteApplicationsService } from '../catalogue/site-applications.service';
import { mapApplicationUser } from '../../users/application-user.mapper';
import type { User } from '../../users/user.entity';
import { sendAllowedSignedRequest } from '../webhooks/allowed-signed-request';
import { OutboundAddressPolicy } from '../../platform/outbound/outbound-address-policy';
import { AUTHORIZATION_CHECK_EVENT } from '../webhooks/webhook-event';
import { authorizationVerdict } from './authorization-verdict';
import type { AuthorizationCheckDto } from './dto/authorization-check.dto';

/** Asks an application, by a signed POST to its webhook URL, whether the user may use it. */
@Injectable()
export class AuthorizationChecksService {
  private readonly logger = new Logger(AuthorizationChecksService.name);

  constructor(
    private readonly applications: SiteApplicationsService,
    private readonly credentials: SiteApplicationCredentialsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly addresses: OutboundAddressPolicy,
    private readonly metrics: Metrics,
  ) {}

  /** Timed per application (weather_identity_authorization_check_duration_seconds): only known client ids get this far, so the label stays bounded. */
  async check(user: User, clientId: string): Promise<AuthorizationCheckDto> {
    const application = await this.applications.getByClientId(clientId);
    const startedAt = performance.now();
    const answer = await this.ask(user, application);
    this.metrics.instruments.authorizationCheckDuration.observe({ client_id: application.clientId, verdict: verdictOf(answer) }, (performance.now() - startedAt) / 1000);
    return answer;
  }

  private async ask(user: User, application: SiteApplication): Promise<AuthorizationCheckDto> {
    const clientId = application.clientId;
    // Without a webhook secret the question cannot be signed, so the application cannot be asked.
    const secret = this.credentials.webhookSecretOf(application);
    if (!secret) return authorizationVerdict({ kind: 'unreachable', reason: 'no webhook secret' });
    const outcome = await sendAllowedSignedRequest(this.addresses, {
      url: application.webhookUrl,
      secret,
      event: AUTHORIZATION_CHECK_EVENT,
      body: JSON.stringify({ type: AUTHORIZATION_CHECK_EVENT, user: mapApplicationUser(user) }),
      now: this.clock.now(),
      timeoutMs: this.config.webhooks.timeoutMs,
    });
    // The launcher shows such an application as down; the reason is for its operators.
    if (outcome.kind !== 'answered') this.logger.warn(`authorization check of ${clientId} ${outcome.kind === 'timeout' ? 'timed out' : `unreachable: ${outcome.reason}`}`);
    return authorizationVerdict(outcome);
  }
}

/** allowed: the application said 200; denied: 401 or 403; down: anything else, a timeout or no answer. */
function verdictOf(answer: AuthorizationCheckDto): AuthorizationVerdict {
  if (answer.success) return 'allowed';
  return answer.code === 401 || answer.code === 403 ? 'denied' : 'down';
}
