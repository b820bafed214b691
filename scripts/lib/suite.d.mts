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
  configFile: string;
  apps: Map<string, SuiteApp>;
  stopApp(name: string): Promise<void>;
  startApp(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface SuiteOptions {
  portOffset?: number;
  apiPort?: number;
  dataDir?: string;
  runDir?: string;
  appRoots?: Record<string, string>;
  env?: Record<string, string>;
  /** config.json `identity` (Firebase web settings), null by default: Google sign-in off. */
  identity?: Record<string, string> | null;
  log?: (name: string, line: string) => void;
}

export function startSuite(options?: SuiteOptions): Promise<Suite>;
export function runtimeConfig(options?: {
  portOffset?: number;
  apiPort?: number;
  host?: string;
  support?: { email: string; whatsapp: string };
  identity?: Record<string, string> | null;
}): Record<string, unknown>;
