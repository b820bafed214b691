import { AppError } from '../http/app-error.ts';

const UNIQUE_VIOLATION = '23505';

/** Runs a write; a clash with the company's unique key becomes a 409 saying which. */
export async function refusingDuplicates<T>(write: () => Promise<T>, takenMessage: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new AppError(409, 'CONFLICT', takenMessage);
    throw error;
  }
}

/** Only a well-formed uuid reaches a uuid column: anything else is simply not found. */
export const isPublicId = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
