export const SOAP_ENVELOPE = 'http://schemas.xmlsoap.org/soap/envelope/';
/** SUNAT's billService / billConsultService namespace. */
export const SUNAT_SERVICE = 'http://service.sunat.gob.pe';
export const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
export const PASSWORD_TEXT =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';
