import { create } from 'xmlbuilder2';
import { PASSWORD_TEXT, SOAP_ENVELOPE, SUNAT_SERVICE, WSSE } from './namespaces.ts';

/** SOL credentials as SUNAT's WS-Security expects them. */
export interface SolCredentials {
  /** RUC followed by the SOL user, e.g. 20000000001MODDATOS (see solUsername). */
  username: string;
  password: string;
}

/** SUNAT authenticates `RUC + usuario SOL` (greenter's See::setCredentials); a user already prefixed stays as is. */
export const solUsername = (ruc: string, solUser: string): string =>
  solUser.startsWith(ruc) ? solUser : `${ruc}${solUser}`;

/**
 * A SOAP 1.1 envelope with a WS-Security UsernameToken (PasswordText, as greenter's
 * WSSESecurityHeader) and one `ser:<operation>` whose parameters are unqualified, as SUNAT's WSDL
 * declares them.
 */
export function soapEnvelope(
  credentials: SolCredentials,
  operation: string,
  parameters: [string, string][],
): string {
  const envelope = create({ version: '1.0', encoding: 'UTF-8' }).ele(SOAP_ENVELOPE, 'soapenv:Envelope', {
    'xmlns:ser': SUNAT_SERVICE,
    'xmlns:wsse': WSSE,
  });
  const token = envelope.ele('soapenv:Header').ele('wsse:Security').ele('wsse:UsernameToken');
  token.ele('wsse:Username').txt(credentials.username);
  token.ele('wsse:Password', { Type: PASSWORD_TEXT }).txt(credentials.password);
  const call = envelope.ele('soapenv:Body').ele(`ser:${operation}`);
  for (const [name, value] of parameters) call.ele(name).txt(value);
  return envelope.end({ prettyPrint: false });
}
