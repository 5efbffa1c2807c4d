import { withRetries } from './chunks/with-retries';
import { currentSurroundings, loginIslandApplies } from './login-island/island-applies';
import { startLoginIsland } from './login-island/start-login-island';
import { loadShell } from './shell-chunk';
import { showStartFailure } from './start-failure';

// No async boundary for federation: the shell builds without the plugin and starts the runtime with
// its first remote (docs/adr/0422). The shell itself is a chunk: plain /login paints first with React
// and Fluent UI only and fetches it once the person acts (docs/adr/0424); every other page asks for it
// at once (start.ts already did). The start's documents were requested by start.ts, the first script.

const container = document.getElementById('root');
if (container) {
  const started = loginIslandApplies(currentSurroundings())
    ? startLoginIsland(container, loadShell)
    : withRetries(loadShell).then(({ startShell }) => startShell(container));
  started.catch((error: unknown) => showStartFailure(container, error));
}
