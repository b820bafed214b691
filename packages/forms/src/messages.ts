/** The texts of the password fields, shared by sign-up, reset and Mi Perfil. */
export const passwordMessages = {
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  rulesTitle: 'Tu contraseña debe tener:',
  ruleLength: 'Al menos 6 caracteres',
  ruleUpper: 'Una letra mayúscula',
  ruleLower: 'Una letra minúscula',
  ruleMet: 'cumplido',
  ruleMissing: 'pendiente',
} as const;
