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
  log?: (name: string, line: string) => void;
}

export function startSuite(options?: SuiteOptions): Promise<Suite>;
export function runtimeConfig(options?: {
  portOffset?: number;
  apiPort?: number;
  host?: string;
}): Record<string, unknown>;
