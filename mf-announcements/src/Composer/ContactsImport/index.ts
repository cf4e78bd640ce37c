export { ContactsImportButton, ContactsImportModal, CONTACTS_CSV_MAX_MB } from './ContactsImport';
export { postCsv, CsvImportError, type CsvLineError } from './postCsv';
export { countCsvRows } from './csvRows';
