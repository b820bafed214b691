import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  contactRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  onboardingRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  validateAccountRequestSchema,
  verifyEmailRequestSchema,
} from '@facturador/contracts';
import { contractResolver, type ContractSchema } from '@facturador/forms/contract-resolver';
import { startApi, type SignedInUser, type TestApi } from './support/api.ts';

/**
 * Each form of the apps and the request it becomes, with input both sides refuse. The
 * browser's texts are worked out before the server starts (it sets zod's language for the
 * process), so they are the ones the forms package alone gives.
 */
const FORMS: { name: string; path: string; signedIn?: boolean; schema: ContractSchema; input: object }[] = [
  { name: 'login', path: '/auth/login', schema: loginRequestSchema, input: { email: 'rosa@', password: '' } },
  {
    name: 'register',
    path: '/users/register',
    schema: registerRequestSchema,
    input: { fullName: ' ', email: 'rosa', password: 'abc' },
  },
  {
    name: 'forgot password',
    path: '/auth/forgot-password',
    schema: forgotPasswordRequestSchema,
    input: { email: '' },
  },
  {
    name: 'reset password',
    path: '/auth/reset-password',
    schema: resetPasswordRequestSchema,
    input: { token: 'corto', password: 'abcdefg' },
  },
  {
    name: 'verify e-mail',
    path: '/users/verify-email',
    schema: verifyEmailRequestSchema,
    input: { email: 'rosa@example.pe', code: '12a' },
  },
  {
    name: 'validate account',
    path: '/users/validate-account',
    signedIn: true,
    schema: validateAccountRequestSchema,
    // A company name longer than the contract allows: zod's own text, in Spanish on both sides.
    input: {
      documentType: 'CE',
      documentNumber: '123',
      firstName: '',
      lastName: 'Quispe',
      companyName: 'E'.repeat(201),
    },
  },
  {
    name: 'onboarding',
    path: '/companies/onboarding',
    signedIn: true,
    schema: onboardingRequestSchema,
    input: { ruc: '20512333798', businessName: '', tradeName: '', fiscalAddress: ' ' },
  },
  {
    name: 'contact',
    path: '/contact',
    schema: contactRequestSchema,
    input: { name: '', email: 'rosa@', phone: '12', message: 'Hola' },
  },
];

/** Field → the first message, as a form shows it under the field. */
type FieldTexts = Record<string, string>;

async function browserTexts(schema: ContractSchema, input: object): Promise<FieldTexts> {
  const { errors } = await contractResolver(schema)(input, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, String(error?.message)]));
}

function serverTexts(details: { field: string; message: string }[]): FieldTexts {
  const texts: FieldTexts = {};
  for (const { field, message } of details) texts[field] ??= message;
  return texts;
}

describe('a form and the API refuse the same input with the same Spanish text', () => {
  const browser = new Map<string, FieldTexts>();
  let api: TestApi;
  let user: SignedInUser;

  beforeAll(async () => {
    for (const form of FORMS) browser.set(form.name, await browserTexts(form.schema, form.input));
    api = await startApi();
    user = await api.signedIn({ isVerifiedEmail: true });
  });
  afterAll(async () => {
    await api.close();
  });

  it.each(FORMS.map((form) => [form.name, form] as const))('%s', async (_, form) => {
    const expected = browser.get(form.name)!;
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    const answer = await api.call('POST', form.path, {
      body: form.input,
      ...(form.signedIn ? { token: user.accessToken } : {}),
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json() as { code: string; details: { field: string; message: string }[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(serverTexts(body.details)).toEqual(expected);
  });
});
