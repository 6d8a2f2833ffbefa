// Types of clientBuild.mjs (plain JavaScript so `npm start` runs it without a compiler).
export declare const BUILD_INPUTS: readonly string[];
export declare const KEEP_OLDER_BUILDS: number;
export declare function clientBuildId(root: string, inputs?: readonly string[]): string;
export declare function buildLayout(distDir: string): {
  distDir: string;
  buildsDir: string;
  currentLink: string;
};
export declare function pointCurrentBuild(currentLink: string, target: string): void;
export declare function pruneBuilds(buildsDir: string, order: string[], keep?: number): void;
export interface EnsureBuildOptions {
  root: string;
  distDir?: string;
  force?: boolean;
  runBuild?: (outDir: string, buildId: string) => Promise<void>;
  log?: (line: string) => void;
}
export declare function ensureClientBuild(
  options: EnsureBuildOptions,
): Promise<{ dir: string; id: string; built: boolean }>;
export declare function viteBuild(root: string, outDir: string, buildId: string): Promise<void>;
export declare function rootRelativeSourcemapPaths(
  root: string,
): (relative: string, sourcemapPath: string) => string;
