import { runGroup } from './run-group';

runGroup(5);
