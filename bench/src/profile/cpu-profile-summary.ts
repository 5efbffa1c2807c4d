// The top of a V8 .cpuprofile (node --cpu-prof, BENCH_CPU_PROF=1): where a process's CPU went, by
// function and by package, as self time (the function itself running) and, for the service's own
// functions, total time (the function or anything it called). Enough to see which of our calls
// spends the time that lands in a library (e.g. TypeORM's query building under OidcAccounts.find).

/** The parts of V8's profile format read here (Chrome DevTools Protocol `Profiler.Profile`). */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }>;
  samples: number[];
  /** Microseconds since the previous sample (the first: since the profile's start). */
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
  /** Of the profile's busy time (idle and the profiler's own samples left out). */
  percent: number;
}

export interface ProfileSummary {
  busyMs: number;
  idleMs: number;
  selfByFunction: Share[];
  selfByPackage: Share[];
  /** The service's own functions (outside node_modules), by the time spent in them and under them. */
  totalByServiceFunction: Share[];
  /** Library self time by the service's function nearest above it on the stack: who asked for the work. */
  libraryTimeByServiceCaller: Share[];
}

const NOT_WORK = new Set(['(idle)', '(program)', '(garbage collector)']);

/** `typeorm`, `@nestjs/core`, `service: oidc/oidc-accounts.js`, `node: internal`... of a script URL. */
export function packageOf(url: string): string {
  if (url === '') return '(native)';
  const inModules = url.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [first, second] = url.slice(inModules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (url.startsWith('node:')) return 'node';
  const dist = url.match(/\/(?:dist|[^/]*-dist[^/]*)\/(.+)$/);
  return dist ? `service: ${dist[1].split('/').slice(0, -1).join('/') || '.'}` : url;
}

function functionKey(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const file = frame.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/(?:dist|[^/]*-dist[^/]*)\//, '');
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
}

function isService(url: string): boolean {
  return packageOf(url).startsWith('service: ');
}

function ranked(totals: Map<string, number>, busyMicros: number, top: number): Share[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, micros]) => ({ name, ms: Math.round(micros / 100) / 10, percent: Math.round((1000 * micros) / busyMicros) / 10 }));
}

function add(totals: Map<string, number>, key: string, micros: number): void {
  totals.set(key, (totals.get(key) ?? 0) + micros);
}

export function summarizeProfile(profile: CpuProfile, top = 25): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

  const selfByFunction = new Map<string, number>();
  const selfByPackage = new Map<string, number>();
  const totalByService = new Map<string, number>();
  const byCaller = new Map<string, number>();
  let busy = 0;
  let idle = 0;

  // Depth first from the root, with the service functions on the stack (each counted once per
  // stack, so recursion does not count twice) and the nearest one for the library's self time.
  const onStack = new Map<string, number>();
  const walk = (id: number, nearestService: string | null): number => {
    const node = byId.get(id);
    if (!node) return 0;
    const frame = node.callFrame;
    const key = functionKey(frame);
    const service = isService(frame.url);
    if (service) onStack.set(key, (onStack.get(key) ?? 0) + 1);
    const caller = service ? key : nearestService;
    let subtree = selfMicros.get(id) ?? 0;
    const own = subtree;
    if (NOT_WORK.has(frame.functionName)) {
      idle += own;
    } else if (own > 0) {
      busy += own;
      add(selfByFunction, key, own);
      add(selfByPackage, packageOf(frame.url), own);
      if (!service) add(byCaller, `${packageOf(frame.url)} <- ${caller ?? '(no service frame)'}`, own);
    }
    for (const child of node.children ?? []) subtree += walk(child, caller);
    if (service) {
      const depth = (onStack.get(key) ?? 1) - 1;
      onStack.set(key, depth);
      if (depth === 0 && !NOT_WORK.has(frame.functionName)) add(totalByService, key, subtree);
    }
    return subtree;
  };
  const childIds = new Set(profile.nodes.flatMap((node) => node.children ?? []));
  for (const root of profile.nodes.filter((node) => !childIds.has(node.id))) walk(root.id, null);

  const busyMicros = Math.max(busy, 1);
  return {
    busyMs: Math.round(busy / 1000),
    idleMs: Math.round(idle / 1000),
    selfByFunction: ranked(selfByFunction, busyMicros, top),
    selfByPackage: ranked(selfByPackage, busyMicros, top),
    totalByServiceFunction: ranked(totalByService, busyMicros, top),
    libraryTimeByServiceCaller: ranked(byCaller, busyMicros, top),
  };
}
