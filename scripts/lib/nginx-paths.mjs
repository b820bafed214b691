/**
 * Where Debian's nginx packages put what the cluster uses (scripts/cluster/nginx.ts), and which
 * package brings each: npm test installs them with the other Debian tools (scripts/lib/tools.mjs).
 */
export const NGINX = '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const BROTLI_STATIC_PACKAGE = 'libnginx-mod-http-brotli-static';

/** Each file above, by the package that installs it. */
export const NGINX_PACKAGES = {
  [NGINX]: 'nginx',
  [BROTLI_STATIC_MODULE]: BROTLI_STATIC_PACKAGE,
};
