/** pdfmake's own copy of Roboto: absolute paths of the four TTF files (a CommonJS module). */
declare module 'pdfmake/fonts/Roboto.js' {
  const fonts: {
    Roboto: { normal: string; bold: string; italics: string; bolditalics: string };
  };
  export default fonts;
}
