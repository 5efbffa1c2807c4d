import { requestSessionCheckEarly } from './config/early-session-check';
import { requestStartDocuments } from './config/start-documents';
import { currentSurroundings, loginIslandApplies } from './login-island/island-applies';
import { waitsForSessionCheck } from './routes/waits-for-session-check';
import { loadShell } from './shell-chunk';

// The first script of index.html, a few KiB: the start's documents, then the session check of the
// pages that wait for it, travel while the app's code still downloads (issue 32), instead of one
// round trip each after it.
requestStartDocuments();
if (waitsForSessionCheck(window.location.pathname)) requestSessionCheckEarly();
// Likewise the shell's own chunk, on every page but /login's first paint (docs/adr/0424), which asks
// for it only once the person acts. index.ts starts the same chunk, so it is fetched once.
if (!loginIslandApplies(currentSurroundings())) void loadShell().catch(() => undefined);
