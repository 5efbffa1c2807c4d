/** The application key of the collaboration sign-up's terms (GET /v1/eula/collaborate). */
export const COLLABORATE_EULA = 'collaborate';
