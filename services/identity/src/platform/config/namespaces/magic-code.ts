import { type ConfigOf, group, variable } from '../config-schema';
import { secretKey } from '../parsers';

export const magicCodeSchema = group({
  /**
   * MAGIC_CODE_SECRET, the HMAC key of stored magic codes; required in production. Null elsewhere
   * means a random key kept in DATA_DIR/magic-code.secret (see magic-code-secret.ts).
   */
  secret: variable('MAGIC_CODE_SECRET', secretKey, {
    default: null,
    secret: true,
    requiredInProduction: { because: 'every instance must check codes with the same key' },
  }),
});
export type MagicCodeConfig = ConfigOf<typeof magicCodeSchema>;
