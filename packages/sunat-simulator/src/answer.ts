/*
 * What a service of the double answers and whom it hears from, shared by the billService
 * (simulator.ts), the other-CPE service and the HTTP face, so none imports another for its types.
 */

export interface Answer {
  fault: boolean;
  /** The code answered (fault code, CDR code or status code), for logs and tests. */
  code: string;
  xml: string;
}

export interface Credentials {
  username?: string;
  password?: string;
}
