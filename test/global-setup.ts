import { setup } from './temp-folder';

export default setup;
