import { teardown } from './temp-folder';

export default teardown;
