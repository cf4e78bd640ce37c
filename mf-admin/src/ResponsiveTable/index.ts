export { ResponsiveTable } from './ResponsiveTable';
export type { ResponsiveColumn, ResponsiveTableProps } from './ResponsiveTable';
