// The monorepo's rules plus the portal's import rules.
import root from '../../eslint.config.mjs';
import { portalImportRules } from './eslint/portal-rules.mjs';

export default [...root, portalImportRules];
