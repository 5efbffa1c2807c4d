/**
 * How the island names a control so that the shell's copy of it can be found after the hand-over
 * (docs/adr/0424): a field by its name, a button or link by its text. Both draw the same texts.
 */
export type ControlKey = { field: string } | { tag: string; text: string };

/** The attribute of the first paint's controls that act only once the shell is there. */
export const SHELL_ACTS = 'data-shell-acts';

export function keyOfControl(element: Element): ControlKey | null {
  if (element instanceof HTMLInputElement) return element.name ? { field: element.name } : null;
  const control = element.closest('button, a');
  const text = control?.textContent?.trim();
  return control && text ? { tag: control.tagName, text } : null;
}

export function findControl(container: HTMLElement, key: ControlKey): HTMLElement | null {
  if ('field' in key) return [...container.querySelectorAll('input')].find((input) => input.name === key.field) ?? null;
  for (const element of container.querySelectorAll<HTMLElement>(key.tag)) {
    if (element.textContent?.trim() === key.text) return element;
  }
  return null;
}

/** The first paint's controls the person may use next: the fields and what acts once the shell is there. */
export function handedOverControls(island: HTMLElement): ControlKey[] {
  return [...island.querySelectorAll(`input[name], [${SHELL_ACTS}]`)].flatMap((element) => keyOfControl(element) ?? []);
}
