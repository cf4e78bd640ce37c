import { afterAll } from 'vitest';
import { Tally } from '../tally';
// The api's roles × routes matrix (every declared route, expected 401 / 403 / 2xx, refused calls write nothing), run
// here for every seeded group (vitest.config.ts sets PORTAL_MATRIX_ALL_GROUPS=1): one source of samples, kept by
// each domain beside its routes.
import { matrixReport } from '@portal/api/testing/access-matrix';

afterAll(() => {
  const tally = new Tally('matrix');
  tally.checks = matrixReport.cells;
  tally.failed.push(...matrixReport.failures);
  Object.assign(tally.figures, { cells: matrixReport.cells, routes: matrixReport.routes, roles: matrixReport.roles });
  tally.save();
});
