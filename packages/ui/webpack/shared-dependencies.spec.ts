/** @jest-environment node */
import path from 'node:path';
import { installedVersion, packageNameOf, sharedDependencies, sharedPackages } from './shared-dependencies.mjs';

const uiDir = path.resolve(__dirname, '..');

describe('shared set', () => {
  it('never shares the whole Fluent library', () => {
    expect(sharedPackages).not.toContain('@fluentui/react-components');
  });

  it('shares the libraries that hold contexts as singletons', () => {
    expect(sharedPackages).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'mobx', '@griffel/react', '@griffel/core', '@fluentui/react-shared-contexts']),
    );
  });

  it('shares the router only through the facade, never whole', () => {
    expect(sharedPackages).toContain('@weather/ui/router');
    expect(sharedPackages).not.toContain('react-router');
    expect(sharedPackages).not.toContain('react-router-dom');
  });

  it('versions a workspace module by its package', () => {
    expect(sharedDependencies(uiDir, ['@weather/ui/router'])['@weather/ui/router']).toMatchObject({ version: '0.1.0', singleton: true });
  });

  it('finds the package of a subpath request', () => {
    expect(packageNameOf('react-dom/client')).toBe('react-dom');
    expect(packageNameOf('@fluentui/react-button')).toBe('@fluentui/react-button');
    expect(packageNameOf('@scope/pkg/sub')).toBe('@scope/pkg');
  });

  it('reads installed versions, also of packages that do not export package.json', () => {
    expect(installedVersion(uiDir, 'react')).toMatch(/^19\./);
    expect(installedVersion(uiDir, 'no-such-package-here')).toBeNull();
  });

  it('makes non-eager singletons that require the installed major', () => {
    const shared = sharedDependencies(uiDir, ['react', 'react-dom/client', 'no-such-package-here']);
    const react = installedVersion(uiDir, 'react');
    expect(Object.keys(shared)).toEqual(['react', 'react-dom/client']);
    expect(shared.react).toEqual({ singleton: true, eager: false, version: react, requiredVersion: `^${react}` });
  });
});
