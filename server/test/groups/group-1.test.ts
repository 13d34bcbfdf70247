import { runGroup } from './run-group';

runGroup(1);
