/**
 * Issue 43, «strict inputs»: the places where a JSON Schema takes properties it does not name,
 * an object without `additionalProperties: false` (a record names its keys by a schema, so it
 * is closed too). A request schema has none: the contract's tests, the API's and `pnpm lint:api`
 * check every request body with this.
 */
export function openObjects(schema: unknown, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const open =
    node.type === 'object' && (node.additionalProperties === undefined || node.additionalProperties === true);
  return [
    ...(open ? [path || '/'] : []),
    ...Object.entries(node).flatMap(([key, value]) =>
      Array.isArray(value)
        ? value.flatMap((item, index) => openObjects(item, `${path}/${key}/${index}`))
        : openObjects(value, `${path}/${key}`),
    ),
  ];
}
