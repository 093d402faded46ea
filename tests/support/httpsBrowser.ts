import { rawRequest, type RawRequest, type RawResponse } from './rawRequest';

/** A browser's cookie jar over rawRequest, trusting the test proxy's certificate authority. */
export class HttpsBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly caFile: string) {}

  async request(request: RawRequest): Promise<RawResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await rawRequest({
      caFile: this.caFile,
      ...request,
      headers: { ...(cookie ? { cookie } : {}), ...request.headers },
    });
    for (const line of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}
