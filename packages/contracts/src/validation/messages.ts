/** SPEC.md §5: the validation texts, written exactly as the spec writes them. */
export const validationMessages = {
  emailRequired: 'El email es requerido',
  emailInvalid: 'Ingresa un email válido',
  passwordRequired: 'La contraseña es requerida',
  passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
  passwordCase: 'La contraseña debe contener al menos una mayúscula y una minúscula',
  dniLength: 'El DNI debe tener 8 dígitos',
  ceLength: 'El CE debe tener entre 9 y 12 dígitos',
  notAuthenticated: 'No estás autenticado',
  userEmailUnavailable: 'Email del usuario no disponible',
  /** Not in SPEC.md: texts for the fields it leaves open. */
  fullNameRequired: 'El nombre completo es requerido',
  firstNameRequired: 'Los nombres son requeridos',
  lastNameRequired: 'Los apellidos son requeridos',
  companyNameRequired: 'El nombre de la empresa es requerido',
  codeFormat: 'El código debe tener 6 dígitos',
  rucFormat: 'El RUC debe tener 11 dígitos y empezar con 10, 15, 17 o 20',
  rucCheckDigit: 'El RUC no es válido: revisa el dígito verificador',
  currentPasswordRequired: 'Ingresa tu contraseña actual',
  passwordMismatch: 'Las contraseñas no coinciden',
  passwordUnchanged: 'La nueva contraseña debe ser distinta de la actual',
  phoneInvalid: 'Ingresa un teléfono válido para el país elegido',
  phoneCountryRequired: 'Elige el país del teléfono',
  documentIncomplete: 'Indica el tipo y el número de documento',
  /** A value missing altogether (zod's `invalid_type` with no input). */
  valueRequired: 'Es requerido',
} as const;
