import { type CliCommand, requiredOption, stringOption, UsageError } from '../../platform/cli/cli-command';
import { ApiException } from '../../platform/errors/api-exception';
import { SiteApplicationAddressesService } from './site-application-addresses.service';
import { SiteApplicationCredentialsService } from './site-application-credentials.service';

/**
 * `rotate-secrets --client-id X [--json]`: new client and webhook secrets for an application; the
 * client secret is shown this once. `--json` prints `{ client_id, client_secret, webhook_secret }`
 * for scripts (npm start and the e2e harness write data/example-apps.json from it).
 */
export const rotateSecretsCommand: CliCommand = {
  name: 'rotate-secrets',
  usage: ['--client-id <client id> [--json]'],
  summary: 'New client and webhook secrets of an application (the client secret is shown once; --json for scripts).',
  options: { 'client-id': { type: 'string' }, json: { type: 'boolean' } },
  async run(values, say, withAppContext) {
    const clientId = requiredOption(values, 'client-id');
    try {
      const credentials = await withAppContext((context) => context.get(SiteApplicationCredentialsService).rotate(clientId));
      if (values.json) {
        say(JSON.stringify(credentials));
      } else {
        say(`New secrets of ${credentials.client_id} (the old ones no longer work).`);
        say(`Client secret (shown once, store it now): ${credentials.client_secret}`);
        say(`Webhook secret: ${credentials.webhook_secret}`);
      }
      return 0;
    } catch (error) {
      if (error instanceof ApiException && error.code === 'APPLICATION_NOT_FOUND') {
        console.error(`No application has the client id ${clientId}.`);
        return 1;
      }
      throw error;
    }
  },
};

const ADDRESS_OPTIONS = {
  'base-url': 'base_url',
  'callback-url': 'callback_url',
  'webhook-url': 'webhook_url',
  'image-url': 'image_url',
  'post-callback-url': 'postCallbackUrl',
  'sysadmin-url': 'sysadmin_url',
} as const;

/**
 * `update-application --client-id X [--base-url U] ...`: points an application at other addresses,
 * checked with the application form's rules (the e2e harness runs its example applications on free
 * ports). An empty post callback or sysadmin URL clears it.
 */
export const updateApplicationCommand: CliCommand = {
  name: 'update-application',
  usage: ['--client-id <client id> [--base-url <url>] [--callback-url <url>] [--webhook-url <url>]', '[--image-url <url>] [--post-callback-url <url or "">] [--sysadmin-url <url or "">]'],
  summary: 'Points an application at other addresses, checked with the application form\'s rules (an empty optional value clears it).',
  options: { 'client-id': { type: 'string' }, ...Object.fromEntries(Object.keys(ADDRESS_OPTIONS).map((option) => [option, { type: 'string' as const }])) },
  async run(values, say, withAppContext) {
    const clientId = requiredOption(values, 'client-id');
    const addresses = Object.fromEntries(Object.entries(ADDRESS_OPTIONS).map(([option, field]) => [field, stringOption(values, option)]));
    const given = Object.entries(addresses).filter(([, value]) => value !== undefined);
    if (given.length === 0) throw new UsageError('Give at least one address to change.');
    try {
      await withAppContext((context) => context.get(SiteApplicationAddressesService).update(clientId, addresses));
      say(`Updated ${clientId}: ${given.map(([field]) => field).join(', ')}.`);
      return 0;
    } catch (error) {
      if (error instanceof ApiException && error.code === 'APPLICATION_NOT_FOUND') {
        console.error(`No application has the client id ${clientId}.`);
        return 1;
      }
      if (error instanceof ApiException && error.code === 'VALIDATION_FAILED') {
        for (const fieldError of error.errors ?? []) console.error(`${fieldError.field}: ${fieldError.message}`);
        return 1;
      }
      throw error;
    }
  },
};
