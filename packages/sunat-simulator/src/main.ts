import { startSunatSimulator } from './index.ts';

/**
 * `pnpm sunat:simulator`: the double alone, on SUNAT_SIMULATOR_PORT (default 4100). It accepts
 * SUNAT's beta users (RUC + MODDATOS / moddatos) and, for the product's companies, any SOL user
 * (SUNAT_SIMULATOR_ANY_USER=0 to require known accounts).
 */
const port = Number(process.env.SUNAT_SIMULATOR_PORT ?? 4100);
const verifier = process.env.SUNAT_SIMULATOR_VERIFIER === 'xmlsec1' ? 'xmlsec1' : 'xmldsigjs';
/** SUNAT_SIMULATOR_PENDING_POLLS: how many «98 en proceso» a ticket answers first (default 2). */
const pendingPolls = process.env.SUNAT_SIMULATOR_PENDING_POLLS;
const sim = await startSunatSimulator({
  port,
  acceptAnyUser: process.env.SUNAT_SIMULATOR_ANY_USER !== '0',
  signatureVerifier: verifier,
  log: process.env.SUNAT_SIMULATOR_LOG !== '0',
  ...(pendingPolls ? { pendingPolls: Number(pendingPolls) } : {}),
  ...(process.env.UBL21_XSD_DIR ? { ubl21SchemaDirectory: process.env.UBL21_XSD_DIR } : {}),
});
process.stdout.write(
  `Simulador SUNAT escuchando en ${sim.url}\n` +
    `  consulta CDR: ${sim.consultUrl}\n  guías (API GRE): ${sim.greUrl}\n  control: ${sim.controlUrl}\n` +
    `  firma verificada con ${sim.verifier}; XSD ${process.env.UBL21_XSD_DIR ? 'UBL 2.1 de OASIS' : 'solo controles estructurales (UBL21_XSD_DIR no definido)'}\n`,
);
const stop = (): void => {
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
