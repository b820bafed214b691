/**
 * The `context` each company secret is sealed under (secret-box.ts): a sealed value moved to
 * another row does not open. Here, below the routes that seal and the sending code that opens,
 * so both read one spelling of it.
 */
export const secretContext = (
  companyId: string,
  secret: 'sol_password' | 'certificate' | 'certificate_password' | 'gre_client_id' | 'gre_client_secret',
) => `company:${companyId}:${secret}`;
