// `@portal/assistant/demo`: the demo documents and the builders that turn them into PDF, DOCX and XLSX files.
export { makeDocx, makePdf, makeXlsx, type DocxBlock } from '../demo/builders';
export * from '../demo/documents';
