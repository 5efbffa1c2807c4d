import { screen } from '@testing-library/react';

/**
 * The path the shell is showing (rendered by renderShell's location probe). A closing Fluent dialog
 * keeps the rest of the page aria-hidden for a moment, so the probe is read hidden or not.
 */
export function currentLocation(): string {
  return screen.getByRole('status', { name: 'location', hidden: true }).textContent ?? '';
}

/** Fluent marks required labels with an aria-hidden asterisk; the accessible name is the label. */
export function passwordInput(name = 'Password'): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' }) as HTMLInputElement;
}

/** The password field appears once the provider of a valid email answered LOCAL. */
export async function findPasswordInput(name = 'Password'): Promise<HTMLInputElement> {
  return (await screen.findByLabelText(new RegExp(`^${name}`), { selector: 'input' })) as HTMLInputElement;
}
