import { describe, expect, it } from '@jest/globals';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, auditEntityOf } from '../src/api/audit.ts';

describe('audit actions', () => {
  it('name their entity before the dot, and every entity is one the log can filter by', () => {
    expect(auditEntityOf('token_pack.update')).toBe('token_pack');
    expect(auditEntityOf('user.sessions_end')).toBe('user');
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ENTITY_TYPES).toContain(auditEntityOf(action));
  });
});
