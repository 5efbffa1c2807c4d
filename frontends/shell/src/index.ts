import { startShell } from './bootstrap';

// No async boundary: the shell builds without the federation plugin and starts the runtime with its
// first remote (docs/adr/0422). The start's documents were requested by start.ts, the first script.
const container = document.getElementById('root');
if (container) void startShell(container);
