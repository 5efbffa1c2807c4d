// Runs inside the portal page: clicks the top bar's home link (which opens /appLauncher) and times,
// on the page's own clock, the first frame in which the named cards show their final state (Launch,
// Learn more or Back soon), then the frame in which every card has. Kept as plain JavaScript text:
// a compiled function could carry the compiler's helpers, which do not exist in the page.

export interface SettleProbeInput {
  /** Accessible name of the link that opens the launcher. */
  homeLinkName: string;
  /** Cards whose final state ends the first measurement (the applications that answer). */
  answering: string[];
  /** Every application card on the page. */
  all: string[];
  /** Texts of the final-state controls of a card. */
  finalControls: string[];
  timeoutMs: number;
}

export interface SettleProbeOutput {
  /** Click to the frame showing the answering applications' final states, ms. */
  answeringSettledMs: number;
  /** Click to the frame showing every application's final state, ms. */
  allSettledMs: number;
  /** The final control each card shows, by name. */
  states: Record<string, string>;
  /** The click on the page's clock (performance.now()), to line up the page's resource timings. */
  clickedAtMs: number;
}

const probe = `async (input) => {
  const finalControl = (name) => {
    const card = [...document.querySelectorAll('[role="group"][aria-labelledby]')].find(
      (group) => document.getElementById(group.getAttribute('aria-labelledby'))?.textContent === name,
    );
    if (!card) return null;
    const control = [...card.querySelectorAll('button, a')].find((element) => input.finalControls.includes(element.textContent.trim()));
    return control ? control.textContent.trim() : null;
  };
  const settled = (names) => names.every((name) => finalControl(name) !== null);
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const link = [...document.querySelectorAll('a')].find((element) => element.getAttribute('aria-label') === input.homeLinkName);
  if (!link) throw new Error('no link named ' + input.homeLinkName + ' on ' + location.pathname);

  return await new Promise((resolve, reject) => {
    let answeringSettledMs = null;
    let start = 0;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the launcher did not settle in ' + input.timeoutMs + ' ms: ' + JSON.stringify(input.all.map((name) => [name, finalControl(name)]))));
    }, input.timeoutMs);
    const observer = new MutationObserver(() => {
      if (answeringSettledMs === null && settled(input.answering)) {
        answeringSettledMs = -1;
        nextFrame().then((at) => { answeringSettledMs = at - start; finish(); });
      }
      finish();
    });
    let finishing = false;
    const finish = () => {
      if (finishing || answeringSettledMs === null || answeringSettledMs < 0 || !settled(input.all)) return;
      finishing = true;
      observer.disconnect();
      nextFrame().then((at) => {
        clearTimeout(timer);
        resolve({
          answeringSettledMs,
          allSettledMs: at - start,
          clickedAtMs: start,
          states: Object.fromEntries(input.all.map((name) => [name, finalControl(name)])),
        });
      });
    };
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    start = performance.now();
    link.click();
  });
}`;

/** The expression page.evaluate runs. */
export function settleProbe(input: SettleProbeInput): string {
  return `(${probe})(${JSON.stringify(input)})`;
}
