import type { ChildProcess } from 'node:child_process';

export interface SuiteApp {
  dir: string;
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
}

export interface Suite {
  shellUrl: string;
  apiUrl: string;
  /** The SUNAT double's billService, the API's only SUNAT. */
  sunatUrl: string;
  configFile: string;
  apps: Map<string, SuiteApp>;
  stopApp(name: string): Promise<void>;
  startApp(name: string): Promise<void>;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

export interface SupportContacts {
  email: string;
  whatsapp: string;
}

/** SPEC.md §9's support contacts a suite gives both config.json and the API. */
export const SUPPORT: SupportContacts;

export interface SuiteOptions {
  portOffset?: number;
  apiPort?: number;
  /** The SUNAT double's port; apiPort + 100 by default (4100 with npm start). */
  sunatPort?: number;
  dataDir?: string;
  runDir?: string;
  appRoots?: Record<string, string>;
  /** Serve each app from `<deployDir>/<app>/current` (its live release); the API reads it too. */
  deployDir?: string;
  env?: Record<string, string>;
  /** The SUNAT double's own environment (SUNAT_SIMULATOR_*, UBL21_XSD_DIR), over the process's. */
  sunatEnv?: Record<string, string>;
  /** config.json `identity` (Firebase web settings), null by default: Google sign-in off. */
  identity?: Record<string, string> | null;
  /** The support contacts of config.json and of the API's environment; SUPPORT by default. */
  support?: SupportContacts;
  /** Signed-in pages served as the plain shell, painted in the browser (`pnpm bench:web --plain`). */
  plainSignedIn?: boolean;
  log?: (name: string, line: string) => void;
}

export function startSuite(options?: SuiteOptions): Promise<Suite>;
export function runtimeConfig(options?: {
  portOffset?: number;
  apiPort?: number;
  host?: string;
  support?: SupportContacts;
  identity?: Record<string, string> | null;
}): Record<string, unknown>;
