/**
 * Any address under /api/ that names no endpoint: a JSON 404 the caller's code can read, as the
 * endpoints' own refusals are, rather than the site's HTML not-found page. (The server answers
 * methods the site serves none of, PUT or DELETE, with 405 before any route.)
 */
function noSuchEndpoint(request: Request): Response {
  const { pathname } = new URL(request.url);
  return Response.json(
    { error: `No API endpoint at ${pathname}` },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

export const GET = noSuchEndpoint;
export const POST = noSuchEndpoint;
