import { describeRemoteContract } from '@portal/shared/testing';
import portal from '../portal.json';
import routes from './routes';
import { triviaApi } from './test/fixtures';

describeRemoteContract({ name: 'mf_trivia', routes, portal, answer: triviaApi() });
