import { requestSessionCheckEarly } from './config/early-session-check';
import { requestStartDocuments } from './config/start-documents';
import { waitsForSessionCheck } from './routes/waits-for-session-check';

// The first script of index.html, a few KiB: the start's documents, then the session check of the
// pages that wait for it, travel while the app's code still downloads (issue 32), instead of one
// round trip each after it.
requestStartDocuments();
if (waitsForSessionCheck(window.location.pathname)) requestSessionCheckEarly();
