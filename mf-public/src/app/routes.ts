import { ROUTE_PATHS } from '@facturador/contracts';
import { lazy } from 'react';
import { registerConsumer, sessionStore } from '@facturador/auth-api';
import { defineRemoteRoutes } from '@facturador/federation';
import { PLANS_PATH } from '../features/plans/api/get-plans.ts';

registerConsumer('mf_public', sessionStore);

const PlansPage = lazy(() => import('../features/plans/plans-page.tsx'));
const plansDescription =
  'Planes de facturación electrónica en soles con IGV incluido: Emprendedor, Pyme y Empresa, con documentos al mes y paquetes de tokens.';

/** The pages this remote owns; the shell mounts them (REMOTE_MOUNTS of @facturador/federation). */
export const routes = defineRemoteRoutes(__FACTURADOR_BUILD__, [
  {
    path: ROUTE_PATHS.home,
    Component: lazy(() => import('../features/home/home-page.tsx')),
    title: 'Facturación electrónica SUNAT',
    description:
      'Emite facturas, boletas y notas electrónicas válidas ante SUNAT desde una sola plataforma, con planes en soles.',
  },
  {
    path: ROUTE_PATHS.modules,
    Component: lazy(() => import('../features/modules/modules-page.tsx')),
    title: 'Módulos y comprobantes electrónicos',
    description:
      'Facturas, boletas, notas de crédito y débito, guías de remisión, retenciones, percepciones, liquidaciones de compra y resúmenes ante SUNAT.',
  },
  {
    path: ROUTE_PATHS.plans,
    Component: PlansPage,
    liveData: PLANS_PATH,
    title: 'Planes',
    description: plansDescription,
  },
  {
    path: ROUTE_PATHS.pricing,
    Component: PlansPage,
    liveData: PLANS_PATH,
    title: 'Precios',
    description: plansDescription,
  },
  {
    path: ROUTE_PATHS.faq,
    Component: lazy(() => import('../features/faq/faq-page.tsx')),
    title: 'Preguntas frecuentes',
    description:
      'Respuestas sobre facturación electrónica en el Perú: certificado digital, usuario SOL, OSE y PSE, series, CDR, bajas y planes.',
  },
  {
    path: ROUTE_PATHS.contact,
    Component: lazy(() => import('../features/contact/contact-page.tsx')),
    title: 'Contacto',
    description: 'Escríbenos por el formulario, por correo o por WhatsApp: te respondemos en un día hábil.',
  },
  {
    path: ROUTE_PATHS.documentLookup,
    Component: lazy(() => import('../features/document-lookup/document-lookup-page.tsx')),
    title: 'Consulta de comprobantes',
    description:
      'Descarga el PDF y el XML de una factura, boleta o nota electrónica que recibiste: RUC del emisor, serie, número, fecha e importe.',
  },
  {
    path: ROUTE_PATHS.cookies,
    Component: lazy(() => import('../features/legal/cookies-page.tsx')),
    title: 'Política de cookies',
    description: 'Qué cookies usa Facturador, para qué sirven y cómo gestionarlas.',
  },
  {
    path: ROUTE_PATHS.terms,
    Component: lazy(() => import('../features/legal/terms-page.tsx')),
    title: 'Términos y condiciones',
    description:
      'Condiciones de uso de Facturador: cuenta, planes en soles, tokens, pagos, soporte y responsabilidades.',
  },
  {
    path: ROUTE_PATHS.privacy,
    Component: lazy(() => import('../features/legal/privacy-page.tsx')),
    title: 'Política de privacidad',
    description:
      'Cómo tratamos tus datos personales conforme a la Ley 29733 y su reglamento: finalidades, transferencias, plazos y derechos ARCO.',
  },
]);
