import { profileAnswers, questionnaire as questions, useLatestTest } from '../api';

/**
 * What the questionnaire screens start from: the questions, the organisation record's answers and
 * the newest test record (its answers are "my current answers").
 */
export function useMatchSources(signedIn: boolean) {
  const questionnaire = questions.useQuery({});
  const profile = profileAnswers.useQuery(signedIn ? {} : null);
  const latest = useLatestTest(signedIn);
  const error = questionnaire.error ?? profile.error ?? latest.error;
  const ready = questionnaire.data !== undefined && profile.data !== undefined && latest.data !== undefined;
  const retry = () => void Promise.all([questionnaire.mutate(), profile.mutate(), latest.mutate()]);
  return { questionnaire: questionnaire.data, profile: profile.data, latest: latest.data, ready, error, retry };
}
