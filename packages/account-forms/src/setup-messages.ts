/**
 * The three steps a new account goes through before the dashboard (SPEC.md §4: verify the
 * e-mail, validate the account, onboarding), as the stepper and the success toasts name them.
 * Not in SPEC.md.
 */
export const setupStepMessages = {
  progress: 'Pasos para activar tu cuenta',
  stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
  done: 'completado',
  current: 'paso actual',
  pending: 'pendiente',
  steps: {
    verifyEmail: 'Verificar email',
    validateAccount: 'Validar identidad',
    registerCompany: 'Registrar empresa',
  },
  toasts: {
    verifyEmail: { title: 'Email verificado', message: 'Tu email quedó verificado.' },
    validateAccount: { title: 'Identidad validada', message: 'Tu identidad quedó validada.' },
    registerCompany: { title: 'Empresa registrada', message: 'Tu empresa quedó registrada.' },
  },
} as const;

export type SetupStep = keyof typeof setupStepMessages.steps;
export const SETUP_STEPS = Object.keys(setupStepMessages.steps) as SetupStep[];
