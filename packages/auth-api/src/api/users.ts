import {
  emailCodeSchema,
  emailSchema,
  registerRequestSchema,
  type RegisterRequest,
  type ServerProfile,
} from '@facturador/contracts';
import { authApi, profileFromAnswer } from '../auth/auth-runtime.ts';
import { ApiError } from '../http/api-error.ts';
import { errorMessages, successMessages, toastTitles, validationMessages } from '../messages.ts';
import { filterAvailableRoles } from '../roles/roles.ts';
import { sessionStore } from '../session/session-store.ts';
import { withToasts, type CallOptions } from './with-toasts.ts';

/** Answers whose fields SPEC.md leaves open are typed loosely: the server owns their schema. */
export type Answer = { success: boolean; message?: string } & Record<string, unknown>;
export interface UserListQuery {
  page?: number;
  limit?: number;
  search?: string;
  role?: string;
  isActive?: boolean;
}
export interface ListAnswer<T> {
  success: true;
  data: T[];
  meta: { page: number; limit: number; total: number; totalPages: number };
}
export interface RoleEntry {
  id?: number;
  name?: string;
  description: string;
}

const client = () => authApi().client;
const id = (value: string) => encodeURIComponent(value);

/** GET /users/profile; refreshes the session's user. A failure toasts and rethrows. */
export async function getProfile(options: CallOptions = {}): Promise<ServerProfile> {
  return withToasts(
    async () => {
      const answer = await client().request<unknown>({ method: 'GET', path: '/users/profile' });
      return profileFromAnswer(answer).profile;
    },
    { error: errorMessages.getProfile },
    options,
  );
}

export async function updateProfile(
  body: Record<string, unknown>,
  options: CallOptions = {},
): Promise<Answer> {
  const answer = await withToasts(
    () => client().request<Answer>({ method: 'PATCH', path: '/users/profile', body }),
    {
      success: { title: toastTitles.profileUpdated, message: successMessages.profileUpdated },
      error: errorMessages.updateProfile,
    },
    options,
  );
  await authApi().checkSession();
  return answer;
}

export function listUsers(
  query: UserListQuery = {},
  options: CallOptions = {},
): Promise<ListAnswer<Record<string, unknown>>> {
  return withToasts(
    () => client().request({ method: 'GET', path: '/users', query: { ...query } }),
    { error: errorMessages.listUsers },
    options,
  );
}

export function getUser(userId: string, options: CallOptions = {}): Promise<Answer> {
  return withToasts(
    () => client().request({ method: 'GET', path: `/users/${id(userId)}` }),
    { error: errorMessages.getUser },
    options,
  );
}

export function createUser(body: Record<string, unknown>, options: CallOptions = {}): Promise<Answer> {
  return withToasts(
    () => client().request({ method: 'POST', path: '/users/admin/create', body }),
    {
      success: { title: toastTitles.userCreated, message: successMessages.userCreated },
      error: errorMessages.createUser,
    },
    options,
  );
}

export function updateUser(
  userId: string,
  body: Record<string, unknown>,
  options: CallOptions = {},
): Promise<Answer> {
  return withToasts(
    () => client().request({ method: 'PATCH', path: `/users/${id(userId)}`, body }),
    {
      success: { title: toastTitles.userUpdated, message: successMessages.userUpdated },
      error: errorMessages.updateUser,
    },
    options,
  );
}

export function updateUserRoles(userId: string, roles: string[], options: CallOptions = {}): Promise<Answer> {
  return withToasts(
    () => client().request({ method: 'PATCH', path: `/users/${id(userId)}/roles`, body: { roles } }),
    {
      success: { title: toastTitles.rolesUpdated, message: successMessages.rolesUpdated },
      error: errorMessages.updateUserRoles,
    },
    options,
  );
}

export function deleteUser(userId: string, options: CallOptions = {}): Promise<Answer> {
  return withToasts(
    () => client().request({ method: 'DELETE', path: `/users/${id(userId)}` }),
    {
      success: { title: toastTitles.userDeleted, message: successMessages.userDeleted },
      error: errorMessages.deleteUser,
    },
    options,
  );
}

/** GET /users/admin/roles, filtered to the four system roles (SPEC.md §3). */
export async function listRoles(options: CallOptions = {}): Promise<RoleEntry[]> {
  const answer = await withToasts(
    () => client().request<{ roles?: RoleEntry[] }>({ method: 'GET', path: '/users/admin/roles' }),
    { error: errorMessages.listRoles },
    options,
  );
  // The server may name the role in `name` and label it in `description`.
  return (answer.roles ?? []).filter(
    (role) => filterAvailableRoles([{ description: role.name ?? role.description }]).length > 0,
  );
}

async function afterAccountChange(): Promise<void> {
  await authApi().checkSession();
  authApi().reevaluateRoute();
}

/** POST /users/verify-email with the user's e-mail; then the profile and modals are re-evaluated. */
export async function verifyEmail(code: string): Promise<Answer> {
  const email = sessionStore.getState().user?.email;
  if (!email) throw new ApiError(validationMessages.userEmailUnavailable, 0);
  const parsed = emailCodeSchema.safeParse(code);
  if (!parsed.success) throw new ApiError(parsed.error.issues[0]?.message ?? errorMessages.verifyCode, 400);
  try {
    const answer = await client().request<Answer>({
      method: 'POST',
      path: '/users/verify-email',
      body: { email: emailSchema.parse(email), code: parsed.data },
    });
    await afterAccountChange();
    return answer;
  } catch (error) {
    if (error instanceof ApiError)
      throw new ApiError(error.serverMessage ?? errorMessages.verifyCode, error.statusCode, error);
    throw new ApiError(errorMessages.verifyCode, 0);
  }
}

export function resendCode(email: string): Promise<Answer> {
  return client().request({
    method: 'POST',
    path: '/users/resend-code',
    body: { email: emailSchema.parse(email) },
  });
}

export function register(body: RegisterRequest & Record<string, unknown>): Promise<Answer> {
  return client().request({
    method: 'POST',
    path: '/users/register',
    body: { ...body, ...registerRequestSchema.parse(body) },
    authEntry: true,
  });
}

/** POST /users/validate-account: requires a session (SPEC.md §5); the error is read from message. */
export async function validateAccount(body: Record<string, unknown>): Promise<Answer> {
  if (!authApi().tokens.getAccessToken()) throw new ApiError(validationMessages.notAuthenticated, 401);
  try {
    const answer = await client().request<Answer>({ method: 'POST', path: '/users/validate-account', body });
    await afterAccountChange();
    return answer;
  } catch (error) {
    if (error instanceof ApiError)
      throw new ApiError(error.serverMessage ?? errorMessages.validateAccount, error.statusCode, error);
    throw new ApiError(errorMessages.validateAccount, 0);
  }
}
