import { PadronWithValidity } from './reduced-igv-padron.ts';

/**
 * The double's copy of SUNAT's «Listado de padrones con vigencia» rows with ind_padron "02"
 * («Sujetos sin capacidad operativa (SSCO)», ERR-1086): num_ruc, fec_inivig, fec_finvig, the same
 * row shape as the reduced-IGV padrón (parsePadronEntries checks both).
 */
export class SscoPadron extends PadronWithValidity {}
