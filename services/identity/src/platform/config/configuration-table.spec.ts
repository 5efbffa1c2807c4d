import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Setting } from './config-schema';
import { settingsSchema } from './identity-config';
import { serverSchema } from './namespaces/server';

/** Every variable a setting may read: each branch of a choice, an optional group as if on. */
function variableNames(setting: Setting): string[] {
  switch (setting.kind) {
    case 'variable':
      return [setting.name];
    case 'derived':
      return [];
    case 'group':
      return Object.values(setting.fields).flatMap(variableNames);
    case 'choice':
      return [setting.variable.name, ...Object.values(setting.branches).flatMap(variableNames)];
    case 'optional':
      return variableNames(setting.group);
  }
}

/** The variables named in the first column of the README's Configuration table. */
function documentedNames(): string[] {
  const readme = readFileSync(join(__dirname, '../../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]));
}

describe('the Configuration table of the README', () => {
  it('names every variable of the configuration schemas, and no other', () => {
    const read = [...variableNames(serverSchema), ...variableNames(settingsSchema)];

    expect([...documentedNames()].sort()).toEqual([...read].sort());
  });
});
