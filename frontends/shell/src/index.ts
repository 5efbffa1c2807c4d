import { requestStartDocuments } from './config/start-documents';

// The documents first, so they travel while the app's code does.
requestStartDocuments();
// The async boundary: the federation runtime sets up the shared modules before the app's code runs.
void import('./bootstrap');
