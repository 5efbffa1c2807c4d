/** The variables the configuration is read from (process.env in main.ts). */
export type Environment = Readonly<Record<string, string | undefined>>;

/** A parsed value, or what is wrong with the text (the message is prefixed with the variable's name). */
export type Parsed<T> = { value: T } | { problem: string };

/** Reads one variable: its fallback when unset or blank; on a problem, records it and gives the fallback. */
export type Reader = <T>(name: string, fallback: T, parse: (text: string) => Parsed<T>) => T;
