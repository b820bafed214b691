declare const __FACTURADOR_BUILD__: import('./index.ts').BuildStamp;
