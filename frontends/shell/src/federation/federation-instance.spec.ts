import { sharedDependencies, sharedPackages } from '@weather/ui/webpack/shared-dependencies';
import * as mobx from 'mobx';
import React from 'react';
import { sharedOffer } from './federation-instance';
import { sharedModules } from './shared-modules';

describe('the shell as the federation host', () => {
  it('has a module of its own for every package of the portal shared set', () => {
    expect(Object.keys(sharedModules).sort()).toEqual([...sharedPackages].sort());
  });

  it('offers the very modules it renders with, loaded, at the installed versions', () => {
    const offer = sharedOffer(sharedDependencies(process.cwd()));
    expect(Object.keys(offer).sort()).toEqual([...sharedPackages].sort());
    expect((offer.react.lib() as typeof React).useState).toBe(React.useState);
    expect((offer.mobx.lib() as typeof mobx).observable).toBe(mobx.observable);
    expect(offer.react).toEqual(expect.objectContaining({ version: React.version, loaded: true, shareConfig: { singleton: true, requiredVersion: `^${React.version}` } }));
  });

  it('refuses a shared package it has no module for', () => {
    expect(() => sharedOffer({ leftpad: { version: '1.0.0', requiredVersion: '^1.0.0', singleton: true } })).toThrow('no module for the shared package leftpad');
  });
});
