/** The picture tools (/api/tools, /api/runs, /api/tasks) and their queue. */
export { toolRoutes } from './routes';
export { toolResourcePart } from './resourcePart';
export { seedTools } from './seed';
export { resultsDir } from './resultStore';
export { requeueInterruptedTasks } from './tasks';
