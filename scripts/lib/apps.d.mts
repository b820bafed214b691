export interface AppInfo {
  dir: string;
  name: string;
  port: number;
}
export const APPS: AppInfo[];
export const REMOTES: AppInfo[];
export const API_PORT: number;
