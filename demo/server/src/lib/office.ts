// The spreadsheet and PDF libraries load on first use: together they hold ~60 MB that a server which never
// imports or exports need not carry.
export const loadExcel = async () => (await import('exceljs')).default;
export const loadPdf = async () => (await import('pdfkit')).default;
