import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as validation from './index';

/** Every import specifier of the files the main entry reaches, following relative imports. */
function externalImportsOf(entry: string): string[] {
  const seen = new Set<string>();
  const external = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
      const specifier = match[1];
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), `${specifier}.ts`));
      else external.add(specifier);
    }
  }
  return [...external];
}

describe('main entry', () => {
  it('imports no package at all, so the login page stays light and browser-safe', () => {
    expect(externalImportsOf(join(__dirname, 'index.ts'))).toEqual([]);
  });

  it('still finds the heavy imports of the strength and phone entries (the walk works)', () => {
    expect(externalImportsOf(join(__dirname, 'strength.ts'))).toContain('zxcvbn');
    expect(externalImportsOf(join(__dirname, 'phone.ts'))).toContain('libphonenumber-js/min');
  });

  it('exports a validator for every form of the contract', () => {
    const names = [
      'validateLogin',
      'validateMagicCode',
      'validateProfile',
      'validateChangePassword',
      'validateSetPassword',
      'validateFullSignUp',
      'validateEmbeddedSignUp',
      'validateSiteApplication',
      'validateEnterpriseName',
      'validateEnterpriseDomain',
      'validateAvatarFile',
      'normalizeMagicCode',
      'isMagicCodeComplete',
    ];
    for (const name of names) expect(typeof (validation as Record<string, unknown>)[name]).toBe('function');
  });
});
