/** The User object of SPEC §3 as the API returns it (declared once, with its OpenAPI schema, in dto/). */
export type { UserView } from './dto/user-view';
