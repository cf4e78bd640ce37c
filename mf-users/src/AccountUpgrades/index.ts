export { AccountUpgradeList } from './AccountUpgradeList';
export { useMyUpgradeRequest, useRequestUpgrade } from './api';
