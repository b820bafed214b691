import { describe, expect, it } from '@jest/globals';
import { mayChangeRole, mayManageUser } from '../src/admin-user-policy.ts';

describe('the user administration policy', () => {
  it('lets only an owner manage an owner', () => {
    expect(mayManageUser(['ADMINISTRATOR_SYSTEM'], ['OWNER_SYSTEM'])).toBe(false);
    expect(mayManageUser(['ADMINISTRATOR_SYSTEM'], ['CUSTOMER_SYSTEM', 'OWNER_SYSTEM'])).toBe(false);
    expect(mayManageUser(['OWNER_SYSTEM'], ['OWNER_SYSTEM'])).toBe(true);
    expect(mayManageUser(['ADMINISTRATOR_SYSTEM'], ['ADMINISTRATOR_SYSTEM', 'RESELLER'])).toBe(true);
  });

  it('lets only an owner grant or remove OWNER_SYSTEM', () => {
    expect(mayChangeRole(['ADMINISTRATOR_SYSTEM'], 'OWNER_SYSTEM')).toBe(false);
    expect(mayChangeRole(['ADMINISTRATOR_SYSTEM'], 'ADMINISTRATOR_SYSTEM')).toBe(true);
    expect(mayChangeRole(['OWNER_SYSTEM'], 'OWNER_SYSTEM')).toBe(true);
  });
});
