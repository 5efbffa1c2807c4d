/**
 * The declarations a configuration namespace is written in: each variable once, with its parser,
 * default and secrecy; the TypeScript type of the namespace is inferred from it (ConfigOf), and
 * read-config-schema.ts reads it, so the type and the validation cannot drift apart.
 */

/** The variables the configuration is read from (process.env in main.ts). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** A parsed value, or what is wrong with the text (the message is prefixed with the variable's name). */
export type Parsed<T> = { readonly value: T } | { readonly problem: string };

/** Reads a variable's text; `context` is what defaults may depend on too (see Default). */
export type Parser<T, C = unknown> = (text: string, context: C) => Parsed<T>;

/** A value, or how to work it out from the settings read before (e.g. by NODE_ENV). */
export type Default<T, C = unknown> = T | ((context: C) => T);

/** Unset when NODE_ENV is production, the start is refused: of the server, or of the CLI commands too. */
export interface ProductionRequirement {
  /** The reason given in the message, after "must be set when NODE_ENV is production". */
  readonly because: string;
  readonly commandsToo?: boolean;
}

/** One environment variable. */
export interface Variable<T, C = unknown> {
  readonly kind: 'variable';
  readonly name: string;
  readonly parse: Parser<T, C>;
  /** What an unset or blank variable gives; absent when the variable must be set. */
  readonly fallback?: Default<T, C>;
  /** The value may hold a password: a message about it never repeats it. */
  readonly secret: boolean;
  /** The parser gets the text as written, not trimmed (a password may start or end with a space). */
  readonly keepSpaces: boolean;
  readonly requiredInProduction?: ProductionRequirement;
}

/** A setting that is not read from the environment but worked out (a path under DATA_DIR, a switch of the CLI). */
export interface Derived<T, C = unknown> {
  readonly kind: 'derived';
  readonly compute: (context: C) => T;
}

/** A problem of several settings together, e.g. an idle timeout longer than the session; null when none. */
export type Check<V, C = unknown> = (value: V, context: C) => string | null;

/** A namespace: named settings read in this order, then checked together. */
export interface Group<F extends Fields = Fields> {
  readonly kind: 'group';
  readonly fields: F;
  /** Each takes the group's values (typed by `group()`, which builds it) and its context. */
  readonly checks: readonly Check<never, never>[];
}

/** A variable choosing which group is read, e.g. CAPTCHA_PROVIDER; its value is kept under `key`. */
export interface Choice<K extends string = string, B extends Branches = Branches> {
  readonly kind: 'choice';
  readonly key: K;
  readonly variable: Variable<keyof B & string>;
  readonly branches: B;
}

/** A group that is null unless one of its required variables is set (a social provider's client id or secret). */
export interface Optional<G extends Group = Group> {
  readonly kind: 'optional';
  readonly group: G;
}

/**
 * Any setting. Its context is left open (never): each default, parser or check names the context
 * it needs, and loadConfig gives each namespace the one it was written for.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a setting of any value
export type Setting = Variable<any, never> | Derived<any, never> | Group | Choice | Optional;
export type Fields = Readonly<Record<string, Setting>>;
type Branches = Readonly<Record<string, Group>>;

/** The value a setting gives, as the rest of the code sees it. */
export type ConfigOf<S> =
  S extends Variable<infer T, never>
    ? T
    : S extends Derived<infer T, never>
      ? T
      : S extends Group<infer F>
        ? FieldsConfig<F>
        : S extends Choice<infer K, infer B>
          ? { [P in keyof B]: Flat<{ readonly [_ in K]: P } & ConfigOf<B[P]>> }[keyof B]
          : S extends Optional<infer G>
            ? ConfigOf<G> | null
            : never;

export type FieldsConfig<F> = { readonly [P in keyof F]: ConfigOf<F[P]> };

type Flat<T> = { [P in keyof T]: T[P] };

interface VariableOptions<D, C> {
  readonly default: Default<D, C>;
  readonly secret?: boolean;
  readonly keepSpaces?: boolean;
  readonly requiredInProduction?: ProductionRequirement;
}

/** A variable with a default; `default: null` means "none", and the type then includes null. */
export function variable<T, C = unknown>(name: string, parse: Parser<T, C>, options: VariableOptions<NoInfer<T>, C>): Variable<T, C>;
export function variable<T, C = unknown>(name: string, parse: Parser<T, C>, options: VariableOptions<null, C>): Variable<T | null, C>;
export function variable<T, C>(name: string, parse: Parser<T, C>, options: VariableOptions<T | null, C>): Variable<T | null, C> {
  return {
    kind: 'variable',
    name,
    parse,
    fallback: options.default,
    secret: options.secret ?? false,
    keepSpaces: options.keepSpaces ?? false,
    requiredInProduction: options.requiredInProduction,
  };
}

/** A variable that must be set: within a choice or an optional group, when that is chosen or on. */
export function required<T, C = unknown>(name: string, parse: Parser<T, C>, options: { readonly secret?: boolean } = {}): Variable<T, C> {
  return { kind: 'variable', name, parse, secret: options.secret ?? false, keepSpaces: false };
}

export function derived<T, C = unknown>(compute: (context: C) => T): Derived<T, C> {
  return { kind: 'derived', compute };
}

export function group<F extends Fields>(fields: F, ...checks: Check<FieldsConfig<F>, never>[]): Group<F> {
  return { kind: 'group', fields, checks };
}

/** `choice('CAPTCHA_PROVIDER', 'provider', { altcha: group(...), recaptcha: group(...) }, { default: 'altcha' })`. */
export function choice<K extends string, B extends Branches>(name: string, key: K, branches: B, options: { readonly default: NoInfer<keyof B & string> }): Choice<K, B> {
  const names = Object.keys(branches);
  const parse: Parser<keyof B & string> = (value) => (names.includes(value) ? { value: value as keyof B & string } : { problem: `must be one of ${names.join(', ')}` });
  return { kind: 'choice', key, variable: { kind: 'variable', name, parse, fallback: options.default, secret: false, keepSpaces: false }, branches };
}

export function optional<G extends Group>(group: G): Optional<G> {
  return { kind: 'optional', group };
}
