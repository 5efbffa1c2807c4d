// The shared namespaces in Italian, one lazy chunk for languages-on-demand.ts.
export { commonIt } from './common.it';
export { errorsIt } from './errors.it';
export { validationIt } from './validation.it';
