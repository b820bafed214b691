/**
 * The texts of the account forms SPEC.md leaves open (its own texts come from
 * @facturador/auth-api and @facturador/contracts). Shown alike in the shell's modals and on
 * mf-auth's pages.
 */
export const accountFormMessages = {
  verifyEmail: {
    code: 'Código de verificación',
    submit: 'Verificar',
    submitting: 'Verificando…',
    resend: 'Reenviar código',
    resent: 'Te enviamos un nuevo código.',
  },
  validateAccount: {
    documentType: 'Tipo de documento',
    foreignerCard: 'Carné de extranjería (CE)',
    documentNumber: 'Número de documento',
    firstName: 'Nombres',
    lastName: 'Apellidos',
    submit: 'Validar cuenta',
  },
  accountUnavailable: {
    account: 'Cuenta',
    supportEmail: 'Escribir a soporte',
    supportChat: 'Escribir por WhatsApp',
    mailSubject: 'Recuperar mi cuenta de Facturador',
    chatMessage: (email: string | null | undefined) =>
      email
        ? `Hola, necesito ayuda con mi cuenta de Facturador (${email}).`
        : 'Hola, necesito ayuda con mi cuenta de Facturador.',
    signOut: 'Cerrar sesión',
    signingOut: 'Cerrando sesión…',
  },
} as const;

/** The pager under the paged lists and tables of the customer and admin areas. */
export const paginationMessages = {
  rowsPerPage: 'Filas por página',
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} de ${count}`,
  pageButton: (type: 'first' | 'last' | 'next' | 'previous') =>
    ({
      first: 'Primera página',
      last: 'Última página',
      next: 'Página siguiente',
      previous: 'Página anterior',
    })[type],
} as const;
