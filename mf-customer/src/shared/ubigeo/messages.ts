/** The ubigeo field's words (Mis Empresas, onboarding, a guía's addresses). */
export const ubigeoMessages = {
  department: 'Departamento',
  province: 'Provincia',
  district: 'Distrito',
  choose: 'Elige…',
  loading: 'Cargando el catálogo de distritos…',
  loadError: 'No se pudo cargar el catálogo de distritos.',
};
