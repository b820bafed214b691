export const NGINX: string;
export const BROTLI_STATIC_MODULE: string;
export const BROTLI_STATIC_PACKAGE: string;
export const NGINX_PACKAGES: Record<string, string>;
