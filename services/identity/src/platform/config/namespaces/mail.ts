import { resolve } from 'node:path';
import { type ConfigOf, derived, group, variable } from '../config-schema';
import { matching, urlOf } from '../parsers';
import type { ServerConfig } from './server';

/** An address, alone or as `Display name <address>`; one line (a newline would forge headers). */
const MAIL_FROM = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

/** Outgoing mail: SMTP when SMTP_URL is set, otherwise the development outbox (files plus a log line). */
export const mailSchema = group({
  /** smtp:// or smtps:// with optional user:password; null means the outbox (refused in production, by the server only). */
  smtpUrl: variable(
    'SMTP_URL',
    urlOf(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587, or absent for the development outbox'),
    { default: null, secret: true, requiredInProduction: { because: 'without it, mail would only be written to the development outbox' } },
  ),
  /** The From header, e.g. `Weather account <no-reply@weather.example.com>`. */
  from: variable('MAIL_FROM', matching(MAIL_FROM, 'must be an email address or "Name <address>", e.g. "Weather account <no-reply@example.com>"'), {
    default: 'Weather account <no-reply@weather.example.com>',
  }),
  /** Where the outbox writes one .eml file per message (DATA_DIR/outbox). */
  outboxDir: derived((server: ServerConfig) => resolve(server.dataDir, 'outbox')),
});
export type MailConfig = ConfigOf<typeof mailSchema>;
