import { hashPassword } from '../../packages/server/src/auth/password.ts';
import { createPostgresDatabase } from '../../packages/server/src/db/postgres-database.ts';
import { insertDemoUser } from '../../packages/server/src/demo/demo-users.ts';

export const PASSWORD = 'Clave-de-prueba-1';
/** scrypt N of their hashes: a thousand sign-ins at the production cost would take minutes. */
const TEST_COST = 2 ** 10;

export interface SeededUser {
  /** The public id the API names users by (`/users/:id`). */
  publicId: string;
  email: string;
}

/**
 * Verified, onboarded accounts straight into the (migrated) database, so that the clients can
 * sign in through the API at once. `prefix` keeps each group's e-mails and documents apart.
 */
export async function seedUsers(
  databaseUrl: string,
  {
    count,
    prefix,
    role = 'CUSTOMER_SYSTEM',
    firstDocument,
  }: {
    count: number;
    prefix: string;
    role?: 'CUSTOMER_SYSTEM' | 'ADMINISTRATOR_SYSTEM' | 'OWNER_SYSTEM';
    firstDocument: number;
  },
): Promise<SeededUser[]> {
  const db = createPostgresDatabase({ connectionString: databaseUrl, max: 1 });
  try {
    const hash = await hashPassword(PASSWORD, { cost: TEST_COST });
    const now = new Date();
    return await db.transaction(async (tx) => {
      const users: SeededUser[] = [];
      for (let index = 0; index < count; index += 1) {
        const email = `${prefix}${index}@facturador.test`;
        const id = await insertDemoUser(
          tx,
          {
            email,
            fullName: `Persona ${prefix} ${index}`,
            firstName: 'Persona',
            lastName: `${prefix} ${index}`,
            documentNumber: String(firstDocument + index).padStart(8, '0'),
            role,
          },
          hash,
          now,
        );
        const [row] = await tx.query<{ public_id: string }>('SELECT public_id FROM users WHERE id = $1', [
          id,
        ]);
        users.push({ publicId: row!.public_id, email });
      }
      return users;
    });
  } finally {
    await db.close();
  }
}
