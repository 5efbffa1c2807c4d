export declare function redactUrl(url: string | undefined): string;
