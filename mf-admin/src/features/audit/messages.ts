/** Every Spanish text of the Auditoría page (actions and record kinds: contracts' AUDIT_*_LABELS). */
export const auditPageMessages = {
  title: 'Auditoría',
  description:
    'Quién cambió qué y cuándo: cada cambio hecho por un administrador, con sus datos antes y después.',
  gridLabel: 'Registro de auditoría',
  loadError: 'No se pudo cargar el registro de auditoría.',
  filters: {
    action: 'Acción',
    anyAction: 'Todas las acciones',
    entityType: 'Tipo de registro',
    anyEntityType: 'Todos los tipos',
    from: 'Desde',
    to: 'Hasta',
  },
  columns: {
    createdAt: 'Fecha',
    actor: 'Usuario',
    action: 'Acción',
    record: 'Registro',
    ip: 'IP',
  },
  /** Shown where a value is missing (an account since deleted, a change made without an IP). */
  none: '—',
  export: {
    button: 'Exportar CSV',
    exporting: 'Exportando…',
    title: 'Exportación',
    done: 'Se descargó el registro de auditoría con los filtros actuales.',
  },
  detail: {
    title: 'Detalle del cambio',
    close: 'Cerrar',
    when: 'Fecha',
    who: 'Usuario',
    action: 'Acción',
    record: 'Registro',
    ip: 'IP',
    field: 'Campo',
    before: 'Antes',
    after: 'Después',
    noData: 'Este cambio no guardó datos.',
    changedCount: (count: number) => (count === 1 ? '1 campo cambió.' : `${count} campos cambiaron.`),
  },
} as const;
