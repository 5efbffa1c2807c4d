import * as fluentSharedContexts from '@fluentui/react-shared-contexts';
import * as griffelCore from '@griffel/core';
import * as griffelReact from '@griffel/react';
import * as router from '@weather/ui/router';
import * as i18next from 'i18next';
import * as mobx from 'mobx';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as scheduler from 'scheduler';

/**
 * The shell's own instance of each module of the portal's shared set
 * (packages/ui/webpack/shared-dependencies.mjs), offered to the remotes when the federation runtime
 * starts (docs/adr/0422): a remote then renders with the shell's React, router, MobX and Fluent
 * contexts, never a copy of its own.
 */
export const sharedModules: Readonly<Record<string, object>> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  scheduler,
  '@weather/ui/router': router,
  mobx,
  i18next,
  '@fluentui/react-shared-contexts': fluentSharedContexts,
  '@griffel/react': griffelReact,
  '@griffel/core': griffelCore,
};
