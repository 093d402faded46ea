import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Task } from '../../../providers/answers';

/** Goes to a task's own page, where its progress shows live. */
export function useOpenTask(toolId: number) {
  const navigate = useNavigate();
  const basename = useBasename();
  return (task: Task) => navigate(`${basename}/tool/ghep-anh-2/${toolId}/${task.id}`);
}
