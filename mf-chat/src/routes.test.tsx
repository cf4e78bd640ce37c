import { describeRemoteContract } from '@portal/shared/testing';
import portal from '../portal.json';
import routes from './routes';
import { buildAccess, buildLocation, chatAnswer } from './test/fixtures';

describeRemoteContract({ name: 'mf_chat', routes, portal, answer: chatAnswer({ access: buildAccess(), location: buildLocation(), messages: [], pageSize: 30 }) });
