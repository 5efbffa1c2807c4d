// The monorepo's rules plus the portal's import rules.
import root from '../../eslint.config.mjs';
import { portalImportRules } from '@weather/ui/eslint';

export default [...root, portalImportRules];
