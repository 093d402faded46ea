/**
 * `node --import tsx tests/support/rawRequestCli.ts '<json list of RawRequest>'`: sends them one
 * after the other and prints their answers as JSON. How a test speaks from inside a network
 * namespace (`ip netns exec`), where its own process cannot.
 */
import { rawRequest, type RawRequest } from './rawRequest';

const requests = JSON.parse(process.argv[2] ?? '[]') as RawRequest[];
const responses = [];
for (const request of requests) responses.push(await rawRequest(request));
process.stdout.write(JSON.stringify(responses));
