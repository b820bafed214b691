import type { RoleName } from '@facturador/contracts';

export interface DemoAccount {
  email: string;
  password: string;
  role: RoleName;
  fullName: string;
  firstName: string;
  lastName: string;
  /** A DNI: exactly 8 digits (DOMAIN.md, catalogue 06). */
  documentNumber: string;
}

/** ARCHITECTURE.md, "Demo data": one account per system role that can sign in to the suite. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'owner@facturador.test',
    password: 'Owner12345',
    role: 'OWNER_SYSTEM',
    fullName: 'Olga Dueña Ramírez',
    firstName: 'Olga',
    lastName: 'Dueña Ramírez',
    documentNumber: '45678912',
  },
  {
    email: 'admin@facturador.test',
    password: 'Admin12345',
    role: 'ADMINISTRATOR_SYSTEM',
    fullName: 'Andrés Admin Quispe',
    firstName: 'Andrés',
    lastName: 'Admin Quispe',
    documentNumber: '41234567',
  },
  {
    email: 'cliente@facturador.test',
    password: 'Cliente12345',
    role: 'CUSTOMER_SYSTEM',
    fullName: 'Carla Cliente Huamán',
    firstName: 'Carla',
    lastName: 'Cliente Huamán',
    documentNumber: '47654321',
  },
];
