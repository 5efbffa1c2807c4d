/**
 * The one webpack configuration of the portal's apps (shell, remotes, and the bench's plain
 * reference page), so the weight comparison builds both sides the same way.
 * See docs/adr/0300-shared-set-and-weight.md and docs/adr/0301-runtime-remote-manifest.md.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { sharedDependencies } from './shared-dependencies.mjs';

/**
 * @typedef {object} PortalConfigOptions
 * @property {string} appDir Absolute folder of the app (package.json, src/, public/).
 * @property {string} name Federation name: `shell` for the host, the remote's name otherwise.
 * @property {string} [entry] Entry module, relative to appDir. Default `./src/index.ts`.
 * @property {string} [startEntry] A small entry run before `entry` (named first in index.html, with the
 *   webpack runtime), so its requests leave while the rest of the code downloads. Runtime host only.
 * @property {Record<string, string>} [exposes] Modules a remote exposes, e.g. `{ './routes': './src/routes.tsx' }`.
 * @property {boolean | 'runtime-host'} [federation] true: the build plugin (every remote). 'runtime-host': the
 *   shell, built without the plugin; it creates the federation runtime when its first remote loads and
 *   offers its own copies of the shared set (docs/adr/0422), whose versions it reads from the constant
 *   `__PORTAL_SHARED__`. false: a plain single-page app (the weight reference). Default true.
 * @property {string} [publicPath] Default `auto` for a remote (it is served under any prefix), `/` otherwise.
 * @property {string | false} [htmlTemplate] index.html template relative to appDir; false for none. Default `./public/index.html` when it exists.
 * @property {string} [outputDir] Default `dist` in appDir.
 * @property {import('webpack-dev-server').Configuration} [devServer] Dev server settings (port, proxy, middlewares).
 */

/**
 * @param {PortalConfigOptions} options
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createPortalConfig(options) {
  const {
    appDir,
    name,
    entry = './src/index.ts',
    startEntry,
    exposes,
    federation = true,
    outputDir = 'dist',
    devServer,
  } = options;
  const isRemote = Boolean(exposes && Object.keys(exposes).length > 0);
  const runtimeHost = federation === 'runtime-host';
  const publicPath = options.publicPath ?? (isRemote ? 'auto' : '/');
  const defaultTemplate = path.join(appDir, 'public', 'index.html');
  const htmlTemplate =
    options.htmlTemplate === false
      ? null
      : options.htmlTemplate
        ? path.resolve(appDir, options.htmlTemplate)
        : existsSync(defaultTemplate)
          ? defaultTemplate
          : null;

  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    return {
      name,
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: startEntry && runtimeHost ? { start: startEntry, main: { import: entry, dependOn: 'start' } } : { main: entry },
      output: {
        path: path.resolve(appDir, outputDir),
        // The federation plugin cannot fill [contenthash] in entry names; chunks carry it instead.
        // The runtime host has no such limit: its entry is cached like any chunk.
        filename: runtimeHost && production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath,
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      plugins: [
        runtimeHost && new webpack.DefinePlugin({ __PORTAL_SHARED__: JSON.stringify(sharedDependencies(appDir)) }),
        federation === true &&
          new ModuleFederationPlugin({
            name,
            ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
            // Remotes are registered at run time from /remotes.json, never at build time.
            remotes: {},
            shared: sharedDependencies(appDir),
            // Do not fetch every known remote at start to compare versions: the host's win.
            shareStrategy: 'loaded-first',
            manifest: isRemote,
            // Remote types come from @weather/ui's contract (RemoteRoutesModule), not generated zips.
            dts: false,
            experiments: { optimization: { target: 'web' } },
          }),
        htmlTemplate &&
          new HtmlWebpackPlugin({
            template: htmlTemplate,
            scriptLoading: 'defer',
            // The page is an app shell for deep links (/profile/...): scripts load from the root.
            publicPath: '/',
          }),
      ].filter(Boolean),
      optimization: {
        // A remote's chunks must stay loadable from another page: no shared runtime chunk.
        runtimeChunk: false,
        // The runtime host's first chunks are all named in index.html, fetched side by side: the
        // libraries apart from the app's own code, so a release of the app keeps them cached.
        ...(runtimeHost ? { splitChunks: { chunks: 'all' } } : {}),
        // SWC's minifier (the compiler the loader already uses) instead of webpack's default terser,
        // which took most of a build's time (issue 32: a fresh clone's first start).
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
      },
      performance: { hints: false },
      devServer: {
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false, errors: true } },
        headers: isRemote ? { 'Access-Control-Allow-Origin': '*' } : {},
        ...devServer,
      },
      stats: 'errors-warnings',
    };
  };
}
