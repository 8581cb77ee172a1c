import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MatchAnswer } from '@common/policy';
import { quickMatch } from '../api';
import { recordPath } from '../paths';

/** Runs quick_match with the answers (unanswered ones from the organisation record) and opens the result. */
export function useRunMatch() {
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);
  const run = async (answers: MatchAnswer[]) => {
    setRunning(true);
    try {
      const result = await quickMatch({ answers, useProfile: true });
      void navigate(recordPath(result.testId));
    } catch {
      // The HTTP client showed why.
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}
