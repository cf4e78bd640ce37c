import { describeRemoteContract } from '@portal/shared/testing';
import portal from '../portal.json';
import routes from './routes';

describeRemoteContract({ name: 'mf_users', routes, portal });
