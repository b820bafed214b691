declare const __FACTURADOR_BUILD__: import('./remote-routes.ts').BuildStamp;
