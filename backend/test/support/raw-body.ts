import request from 'supertest';

/** The JSON body the parsers must refuse: cut short after its first key. */
export const TRUNCATED_JSON = '{"email": ';

/** POST `body` as it is (supertest encodes nothing) with the given Content-Type. */
export function postRaw(
  server: Parameters<typeof request>[0],
  path: string,
  contentType: string,
  body: string,
) {
  return request(server).post(path).set('Content-Type', contentType).send(body);
}
