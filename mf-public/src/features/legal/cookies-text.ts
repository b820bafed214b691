import { provider, type LegalDocument } from './legal-document.ts';

export const cookiesText: LegalDocument = {
  title: 'Política de cookies',
  updated: '1 de noviembre de 2026',
  intro: [
    'Una cookie es un pequeño archivo que el sitio guarda en tu navegador. Facturador usa solo las cookies necesarias para funcionar y recordar tus preferencias; no usamos cookies publicitarias ni de seguimiento de terceros.',
  ],
  sections: [
    {
      heading: '1. Cookies que usamos',
      items: [
        'access_token y refresh_token (técnicas, necesarias): mantienen tu sesión iniciada de forma segura. Se eliminan al cerrar sesión o cuando vencen.',
        'csrf_token (técnica, necesaria): protege los formularios contra solicitudes falsificadas desde otros sitios. Dura lo que tu sesión de navegación.',
        'theme (de preferencia): recuerda si elegiste el tema claro u oscuro. Dura un año.',
      ],
    },
    {
      heading: '2. Almacenamiento local',
      paragraphs: [
        'También usamos el almacenamiento del navegador (localStorage y sessionStorage) para sincronizar tu sesión entre pestañas y evitar recargas repetidas cuando publicamos una nueva versión. No contiene datos que te identifiquen fuera de Facturador.',
      ],
    },
    {
      heading: '3. Base legal y consentimiento',
      paragraphs: [
        'Las cookies técnicas son indispensables para prestar el servicio que solicitas, por lo que no requieren consentimiento. La cookie de preferencia solo se crea cuando cambias el tema. El tratamiento de datos asociado se rige por nuestra política de privacidad y la Ley N.° 29733.',
      ],
    },
    {
      heading: '4. Cómo gestionarlas',
      paragraphs: [
        'Puedes ver y borrar las cookies desde la configuración de tu navegador. Si bloqueas las cookies técnicas no podrás iniciar sesión.',
        `Si tienes dudas, escríbenos a ${provider.privacyEmail}.`,
      ],
    },
  ],
};
