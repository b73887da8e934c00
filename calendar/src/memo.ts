/**
 * A function's answers kept by argument. Charts ask the same few hundred dates and days thousands of times per render
 * (a year of hourly points is 8,760 asks about 365 days), and a dayjs call costs microseconds where a lookup costs
 * nanoseconds. The cache is emptied when full, so a long-running server does not grow it without bound.
 */
export function memo<K, V>(compute: (key: K) => V, limit = 10_000): (key: K) => V {
  const answers = new Map<K, V>();
  return (key) => {
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = compute(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
