/**
 * Values worked out at most once per HTTP request (docs/adr/0805): the provider asks for the same
 * account, portal session or provider session several times while answering one request. Keyed by
 * the raw request (IncomingMessage), which every context the provider makes for that request shares
 * and which is gone with it; nothing outlives the request, so no answer is older than the request.
 * A failed look-up is not kept: the next ask in the same request tries again.
 */
export class OidcRequestMemo<Value> {
  private readonly byRequest = new WeakMap<object, Map<string, Promise<Value>>>();

  /** The value for `key` in this request; outside any request (no request given) it is looked up every time. */
  get(request: object | undefined, key: string, lookUp: () => Promise<Value>): Promise<Value> {
    if (!request) return lookUp();
    let values = this.byRequest.get(request);
    if (!values) {
      values = new Map();
      this.byRequest.set(request, values);
    }
    const known = values.get(key);
    if (known) return known;
    const value = lookUp();
    values.set(key, value);
    value.catch(() => values.delete(key));
    return value;
  }

  /** Forgets the request's values (the request changed what they were read from). */
  forget(request: object | undefined): void {
    if (request) this.byRequest.delete(request);
  }
}
