/**
 * Spanish texts of a company's Clientes and Productos y servicios (issue 29), and of the Vehículos
 * and Conductores its guías take (issue 42), for the API and the screens.
 */
export const catalogueMessages = {
  customerDocumentType:
    'Elige el tipo de documento: RUC, DNI, carné de extranjería, pasaporte o sin documento',
  customerDocumentNumber: 'Ingresa el número de documento del cliente',
  passport: 'El pasaporte debe tener hasta 12 letras o dígitos',
  otherDocument: 'El número de documento admite hasta 15 caracteres',
  customerName: 'Ingresa el nombre o la razón social del cliente',
  customerAddress: 'La dirección admite hasta 200 caracteres',
  customerEmail: 'Ingresa un email válido para el cliente',
  customerNotFound: 'Cliente no encontrado',
  customerTaken: 'Ya existe un cliente con ese tipo y número de documento en la empresa',
  customerCreated: 'El cliente fue registrado',
  customerUpdated: 'El cliente fue actualizado',
  customerDeleted: 'El cliente fue eliminado',
  productCode: 'El código debe tener de 1 a 30 letras, dígitos, puntos, guiones o barras',
  productDescription: 'Ingresa la descripción del producto o servicio (hasta 500 caracteres)',
  unitPrice: 'El precio unitario debe ser un número con hasta 10 decimales',
  productNotFound: 'Producto o servicio no encontrado',
  productTaken: 'Ya existe un producto o servicio con ese código en la empresa',
  productCreated: 'El producto o servicio fue registrado',
  productUpdated: 'El producto o servicio fue actualizado',
  productDeleted: 'El producto o servicio fue eliminado',
  driverDocumentType: 'Elige el tipo de documento del conductor: DNI, carné de extranjería o pasaporte',
  driverDocumentNumber: 'Ingresa el número de documento del conductor',
  vehicleBrand: 'La marca admite hasta 50 caracteres',
  vehicleNotFound: 'Vehículo no encontrado',
  vehicleTaken: 'Ya existe un vehículo con esa placa en la empresa',
  vehicleCreated: 'El vehículo fue registrado',
  vehicleUpdated: 'El vehículo fue actualizado',
  vehicleDeleted: 'El vehículo fue eliminado',
  driverNotFound: 'Conductor no encontrado',
  driverTaken: 'Ya existe un conductor con ese tipo y número de documento en la empresa',
  driverCreated: 'El conductor fue registrado',
  driverUpdated: 'El conductor fue actualizado',
  driverDeleted: 'El conductor fue eliminado',
  csvRequired: 'Adjunta el archivo CSV',
  csvTooLarge: (megabytes: number) =>
    `El archivo supera ${megabytes} MB: divídelo en varios archivos más pequeños`,
  csvTooManyRows: (rows: number) => `El archivo tiene más de ${rows} filas: divídelo en varios archivos`,
  csvEmpty: 'El archivo no tiene filas de datos debajo de los encabezados',
  csvUnreadable: (line: number) =>
    `No se pudo leer el archivo CSV cerca de la línea ${line}: revisa las comillas y los separadores`,
  csvMissingColumns: (columns: readonly string[]) =>
    `Faltan columnas en la primera fila: ${columns.join(', ')}. Descarga la plantilla para ver el formato`,
  csvDuplicateRow: (row: number) => `Repite el registro de la fila ${row} del archivo`,
  csvYesNo: 'Escribe SI o NO',
  imported: (created: number, updated: number, failed: number) =>
    `Importación terminada: ${created} ${created === 1 ? 'creado' : 'creados'}, ${updated} ${updated === 1 ? 'actualizado' : 'actualizados'}, ${failed} con error`,
} as const;
