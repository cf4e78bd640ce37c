// zod's browser config first: this entry carries schemas (see zodConfig.ts)
import '../zodConfig';
export * from './portalTime';
export * from './schemas';
