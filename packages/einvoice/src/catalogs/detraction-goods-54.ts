/**
 * Catálogo 54: bienes y servicios sujetos a detracción, the common ones, with the usual rate of
 * the SPOT annexes (RS 183-2004/SUNAT as amended by RS 071-2018/SUNAT). The document carries its
 * own percent; this rate is what a form proposes. SUNAT's 3062 (rate ≠ expected) is disabled in
 * its XSL, so a newer rate in the input is not refused here.
 */
export interface DetractionGood {
  name: string;
  percent: string;
}

export const CATALOG_54: Readonly<Record<string, DetractionGood>> = {
  '001': { name: 'Azúcar y melaza de caña', percent: '10' },
  '003': { name: 'Alcohol etílico', percent: '10' },
  '004': { name: 'Recursos hidrobiológicos', percent: '4' },
  '005': { name: 'Maíz amarillo duro', percent: '4' },
  '008': { name: 'Madera', percent: '4' },
  '009': { name: 'Arena y piedra', percent: '10' },
  '010': { name: 'Residuos, subproductos, desechos, recortes y desperdicios', percent: '15' },
  '012': { name: 'Intermediación laboral y tercerización', percent: '12' },
  '014': { name: 'Carnes y despojos comestibles', percent: '4' },
  '019': { name: 'Arrendamiento de bienes muebles', percent: '10' },
  '020': { name: 'Mantenimiento y reparación de bienes muebles', percent: '12' },
  '021': { name: 'Movimiento de carga', percent: '10' },
  '022': { name: 'Otros servicios empresariales', percent: '12' },
  '024': { name: 'Comisión mercantil', percent: '10' },
  '025': { name: 'Fabricación de bienes por encargo', percent: '10' },
  '026': { name: 'Servicio de transporte de personas', percent: '10' },
  '027': { name: 'Servicio de transporte de carga', percent: '4' },
  '030': { name: 'Contratos de construcción', percent: '4' },
  '031': { name: 'Oro gravado con el IGV', percent: '10' },
  '034': { name: 'Minerales metálicos no auríferos', percent: '10' },
  '035': { name: 'Bienes exonerados del IGV', percent: '1.5' },
  '037': { name: 'Demás servicios gravados con el IGV', percent: '12' },
  '039': { name: 'Minerales no metálicos', percent: '10' },
  '040': { name: 'Bien inmueble gravado con IGV', percent: '4' },
  '041': { name: 'Plomo', percent: '15' },
};
