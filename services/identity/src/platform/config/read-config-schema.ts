import type { ConfigOf, Environment, Group, Setting, Variable } from './config-schema';

/** How the message of a required variable ends, e.g. "when CAPTCHA_PROVIDER is recaptcha". */
type When = (name: string) => string;

/**
 * Reads a setting from the environment; `context` is what its defaults, parsers and checks were
 * written for. Every problem is added to `problems`: a variable in trouble gives its default, so
 * the reading goes on and all problems are seen at once. A message names the variable and repeats
 * its text, unless the variable is secret.
 */
export function readSetting<S extends Setting>(setting: S, env: Environment, context: unknown, problems: string[]): ConfigOf<S> {
  return new SettingReader(env, context as never, problems).read(setting, null) as ConfigOf<S>;
}

class SettingReader {
  constructor(
    private readonly env: Environment,
    private readonly context: never,
    private readonly problems: string[],
  ) {}

  read(setting: Setting, when: When | null): unknown {
    switch (setting.kind) {
      case 'variable':
        return this.variable(setting, when);
      case 'derived':
        return setting.compute(this.context);
      case 'group':
        return this.group(setting, when);
      case 'choice': {
        const chosen = this.variable(setting.variable, when) as string;
        return { [setting.key]: chosen, ...this.group(setting.branches[chosen], () => `when ${setting.variable.name} is ${chosen}`) };
      }
      case 'optional': {
        // The group is on when one of its required variables is set; then each of them must be.
        const switches = requiredNames(setting.group).filter((name) => this.isSet(name));
        if (switches.length === 0) return null;
        return this.group(setting.group, (name) => `when ${switches.filter((other) => other !== name).join(' or ')} is`);
      }
    }
  }

  private group(group: Group, when: When | null): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(group.fields)) values[key] = this.read(field, when);
    for (const check of group.checks) {
      const problem = check(values as never, this.context);
      if (problem !== null) this.problems.push(problem);
    }
    return values;
  }

  private variable(variable: Variable<unknown, never>, when: When | null): unknown {
    const text = this.env[variable.name];
    if (text === undefined || text.trim() === '') {
      if (variable.fallback === undefined) this.problems.push(`${variable.name} must be set${when ? ` ${when(variable.name)}` : ''}`);
      return this.fallback(variable);
    }
    const result = variable.parse(variable.keepSpaces ? text : text.trim(), this.context);
    if ('problem' in result) {
      // A database or SMTP URL may hold a password: a secret's value never goes into the message.
      this.problems.push(`${variable.name} ${result.problem}${variable.secret ? '' : ` (got "${text}")`}`);
      return this.fallback(variable);
    }
    return result.value;
  }

  private fallback(variable: Variable<unknown, never>): unknown {
    const fallback = variable.fallback;
    return typeof fallback === 'function' ? (fallback as (context: never) => unknown)(this.context) : fallback;
  }

  private isSet(name: string): boolean {
    return (this.env[name]?.trim() ?? '') !== '';
  }
}

function requiredNames(group: Group): string[] {
  return Object.values(group.fields).flatMap((field) => (field.kind === 'variable' && field.fallback === undefined ? [field.name] : []));
}

/**
 * Visits each variable of a setting with the value it gave in `value` (read by readSetting): in a
 * choice only the chosen group's, in an optional group only when it is on.
 */
export function eachVariable(setting: Setting, value: unknown, visit: (variable: Variable<unknown, never>, value: unknown) => void): void {
  switch (setting.kind) {
    case 'variable':
      return visit(setting, value);
    case 'derived':
      return;
    case 'group': {
      const values = value as Record<string, unknown>;
      for (const [key, field] of Object.entries(setting.fields)) eachVariable(field, values[key], visit);
      return;
    }
    case 'choice': {
      const chosen = (value as Record<string, string>)[setting.key];
      visit(setting.variable, chosen);
      return eachVariable(setting.branches[chosen], value, visit);
    }
    case 'optional':
      if (value !== null) eachVariable(setting.group, value, visit);
  }
}
