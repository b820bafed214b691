import type { Compiler, RspackPluginInstance } from '@rspack/core';
import type { BuildInfo } from './build-id.ts';
import { precompressDirectory } from './precompress.ts';

/**
 * Emits the build-version files the shell polls (`builds/latest.json` and
 * `builds/meta/{id}.json`) and precompresses the output once it is written.
 */
export class BuildArtifactsPlugin implements RspackPluginInstance {
  constructor(
    private readonly build: BuildInfo,
    private readonly redirects: Record<string, string>,
    /** Development rebuilds skip compression: it costs seconds and nobody measures it. */
    private readonly options: { precompress: boolean } = { precompress: true },
  ) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildArtifactsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildArtifactsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const latest = { id: this.build.id, timestamp: this.build.timestamp, app: this.build.app };
          const meta = { id: this.build.id, redirects: this.redirects };
          compilation.emitAsset('builds/latest.json', new RawSource(JSON.stringify(latest)));
          compilation.emitAsset(`builds/meta/${this.build.id}.json`, new RawSource(JSON.stringify(meta)));
        },
      );
    });
    if (!this.options.precompress) return;
    compiler.hooks.afterEmit.tapPromise('BuildArtifactsPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      if (outputPath) await precompressDirectory(outputPath);
    });
  }
}
