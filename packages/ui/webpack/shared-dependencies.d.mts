export declare const sharedPackages: string[];
export declare function packageNameOf(request: string): string;
export declare function installedVersion(appDir: string, packageName: string): string | null;
export interface SharedDependency {
  singleton: true;
  eager: false;
  version: string;
  requiredVersion: string;
}
export declare function sharedDependencies(appDir: string, packages?: readonly string[]): Record<string, SharedDependency>;
