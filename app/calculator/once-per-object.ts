/**
 * `work` done once per object. For values of objects the calculator never changes in place (an issued
 * document, an invoice line, a buyer record: a change makes a new object), so that asking again, as
 * the totals, the printed document, the register and the office all do, returns what was worked out.
 * Held weakly: an object no longer used is forgotten with its value.
 */
export function oncePerObject<K extends object, V>(work: (key: K) => V): (key: K) => V {
  const done = new WeakMap<K, V>();
  return (key) => {
    let value = done.get(key);
    if (value === undefined) {
      value = work(key);
      done.set(key, value);
    }
    return value;
  };
}
