import type { IdentityConfig } from './identity-config';

/**
 * What the HTTP server needs beyond a valid configuration. The CLI loads the same configuration but
 * sends no mail, so a production shell without SMTP_URL can still create an administrator.
 */
export function serverStartProblems(config: IdentityConfig): string[] {
  const problems: string[] = [];
  if (config.nodeEnv === 'production' && config.mail.smtpUrl === null) {
    problems.push('SMTP_URL must be set when NODE_ENV is production (without it, mail would only be written to the development outbox)');
  }
  if (config.nodeEnv === 'production' && config.magicCode.secret === null) {
    problems.push('MAGIC_CODE_SECRET must be set when NODE_ENV is production (every instance must check codes with the same key)');
  }
  if (config.nodeEnv === 'production' && config.captcha.provider === 'altcha' && config.captcha.secret === null) {
    problems.push('CAPTCHA_SECRET must be set when NODE_ENV is production (every instance must check captcha answers with the same key)');
  }
  const keysProblem = keysEncryptionKeyProblem(config);
  if (keysProblem) problems.push(keysProblem);
  return problems;
}

/** Without KEYS_ENCRYPTION_KEY, production would seal its keys with a file no other instance has (the CLI refuses too). */
export function keysEncryptionKeyProblem(config: IdentityConfig): string | null {
  if (config.nodeEnv !== 'production' || config.keysEncryption.key !== null) return null;
  return 'KEYS_ENCRYPTION_KEY must be set when NODE_ENV is production (private keys and webhook secrets are encrypted with it; every instance must share it)';
}
