import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { AppDefinition } from './app-definition.ts';
import { BuildArtifactsPlugin } from './build-artifacts-plugin.ts';
import { createBuildInfo, type BuildInfo } from './build-id.ts';
import { sharedDependencies } from './shared-dependencies.ts';

export interface ConfigOptions {
  appDir: string;
  mode: 'production' | 'development';
  /** Where the build goes; `dist` by default. A second output lets a test deploy two builds. */
  outDir?: string;
  /** The build's identity; a new one by default. */
  build?: BuildInfo;
}

/** Hashed names live under static/, which the server marks immutable. */
const HASHED_JS = 'static/js/[name].[contenthash:10].js';

export function createRspackConfig(app: AppDefinition, options: ConfigOptions): Configuration {
  const { appDir, mode } = options;
  const outputPath = resolve(appDir, options.outDir ?? 'dist');
  const build = options.build ?? createBuildInfo(app.name);
  const htmlTemplate = join(appDir, 'index.html');
  const publicDir = join(appDir, 'public');

  return {
    mode,
    context: appDir,
    target: ['web', 'es2022'],
    devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    // The host boots from its own entry; a remote is only its remoteEntry.js.
    entry: app.kind === 'host' ? { main: './src/index.ts' } : {},
    output: {
      path: outputPath,
      publicPath: 'auto',
      uniqueName: app.name,
      filename: HASHED_JS,
      chunkFilename: HASHED_JS,
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          // Workspace packages resolve to their real paths, outside node_modules.
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: mode === 'development' },
              },
            },
            env: { targets: 'chrome >= 111, edge >= 111, firefox >= 111, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|svg|jpe?g|webp|ico|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // Module Federation needs the runtime inside each entry (no runtimeChunk).
      runtimeChunk: false,
      minimize: mode === 'production',
    },
    performance: false,
    plugins: [
      new rspack.DefinePlugin({
        __FACTURADOR_BUILD__: JSON.stringify(build),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        remotes: {},
        shared: sharedDependencies(appDir),
        shareStrategy: 'loaded-first',
        runtimePlugins: app.runtimePlugins ?? [],
        manifest: { filePath: '' },
        dts: false,
        // One Module Federation runtime on the page: the shell provides it, remotes use it
        // instead of carrying their own copy in remoteEntry.js (docs/decisions/0026).
        experiments: app.kind === 'host' ? { provideExternalRuntime: true } : { externalRuntime: true },
      }),
      ...(existsSync(htmlTemplate)
        ? [
            // The host's HTML is served at every route path, so its script URLs must be absolute.
            new rspack.HtmlRspackPlugin({
              template: htmlTemplate,
              inject: 'body',
              minify: true,
              publicPath: '/',
            }),
          ]
        : []),
      ...(existsSync(publicDir)
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: outputPath }] })]
        : []),
      new BuildArtifactsPlugin(build, app.redirects ?? {}, { precompress: mode === 'production' }),
    ],
    devServer: undefined,
    stats: 'errors-warnings',
  };
}
