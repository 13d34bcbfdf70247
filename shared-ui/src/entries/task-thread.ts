// shared-ui/task-thread: a task's comments and remarks, shared on its own (see webpack.base.cjs).
export { TaskThread, type TaskThreadProps } from '../task-thread/task-thread';
export type { ThreadOptions, ThreadTexts } from '../task-thread/thread-options';
