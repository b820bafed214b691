/**
 * Words that make a field a secret wherever they appear in its name (camelCase, snake_case or
 * kebab-case): `password`, `passwordHash`, `access_token`, `secretKeySealed`, `apiKey`,
 * `certificatePassword`. Whole words only: `tokens`, the product's credits (`monthlyTokens`), are
 * business data an auditor needs, not a credential.
 */
const SECRET_WORDS = new Set(['password', 'secret', 'token', 'key', 'certificate']);

/** `secretKeySealed` → secret, key, sealed; `refresh_token` → refresh, token. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function isSecretField(name: string): boolean {
  return wordsOf(name).some((word) => SECRET_WORDS.has(word));
}

/**
 * A JSON copy of `value` without any field whose name says it is a secret, at any depth (in
 * arrays too). The field is dropped, not masked: even a secret's length or last characters
 * have no place in a log that every administrator reads.
 */
export function stripSecrets(value: unknown): unknown {
  if (value === undefined) return null;
  const json: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([name]) => !isSecretField(name))
        .map(([name, child]) => [name, strip(child)]),
    );
  };
  return strip(json);
}
