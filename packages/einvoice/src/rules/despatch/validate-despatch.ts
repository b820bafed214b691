import type { DespatchInput } from '@facturador/contracts';
import { carrier2558 } from './carrier-2558.ts';
import { carrierMtc4391 } from './carrier-mtc-4391.ts';
import { carrierPrivate3347 } from './carrier-private-3347.ts';
import { carrierShipper2560 } from './carrier-shipper-2560.ts';
import { circulationCard4399 } from './circulation-card-4399.ts';
import type { DespatchRule, DespatchRuleContext, DespatchRuleIssue } from './despatch-rule.ts';
import { driver3357 } from './driver-3357.ts';
import { driversRepeated3362 } from './drivers-repeated-3362.ts';
import { establishment3410 } from './establishment-3410.ts';
import { establishmentTransfer3414 } from './establishment-transfer-3414.ts';
import { freightPayer4388 } from './freight-payer-4388.ts';
import { handoverDate4385 } from './handover-date-4385.ts';
import { handoverDate4386 } from './handover-date-4386.ts';
import { m1lDrivers3455 } from './m1l-drivers-3455.ts';
import { m1lVehicles3453 } from './m1l-vehicles-3453.ts';
import { reason3404 } from './reason-3404.ts';
import { recipientIssuer2554 } from './recipient-issuer-2554.ts';
import { recipientNotIssuer2555 } from './recipient-not-issuer-2555.ts';
import { recipientRuc3417 } from './recipient-ruc-3417.ts';
import { related3340 } from './related-3340.ts';
import { secondaryVehicles4408 } from './secondary-vehicles-4408.ts';
import { series1001 } from './series-1001.ts';
import { shipper3383 } from './shipper-3383.ts';
import { startDate3343 } from './start-date-3343.ts';
import { subcontractor3390 } from './subcontractor-3390.ts';
import { transportMode2532 } from './transport-mode-2532.ts';
import { vehicle2566 } from './vehicle-2566.ts';
import { vehiclePublic3354 } from './vehicle-public-3354.ts';

/**
 * Every rule of a guía the issuer must check before signing, in the order of SUNAT's GRE XSL
 * (ValidaExprRegGreRemitente / …Transportista 2.0.1): numbering, parties, transfer, carrier,
 * vehicles, drivers, points, related documents. What only SUNAT can know (RUCs that exist, the
 * MTC's and the licences' registers, DAM balances) is not here.
 */
export const DESPATCH_RULES: readonly DespatchRule[] = [
  series1001,
  shipper3383,
  recipientIssuer2554,
  recipientNotIssuer2555,
  recipientRuc3417,
  reason3404,
  transportMode2532,
  startDate3343,
  handoverDate4385,
  handoverDate4386,
  carrier2558,
  carrierPrivate3347,
  carrierShipper2560,
  carrierMtc4391,
  vehicle2566,
  vehiclePublic3354,
  secondaryVehicles4408,
  m1lVehicles3453,
  m1lDrivers3455,
  circulationCard4399,
  driver3357,
  driversRepeated3362,
  subcontractor3390,
  freightPayer4388,
  establishment3410,
  establishmentTransfer3414,
  related3340,
];

/** What SUNAT would say about a guía: errors (do not sign) and observations (it still goes). [] when nothing. */
export const validateDespatch = (input: DespatchInput, context: DespatchRuleContext): DespatchRuleIssue[] =>
  DESPATCH_RULES.flatMap((rule) => rule(input, context));
