import 'server-only';

import { utf8ByteOrderMark } from '@/lib/csv';

/**
 * A CSV for staff to open in a spreadsheet, as a download: UTF-8 with its byte-order mark, so
 * Excel reads "Muñoz" as written, never stored by a cache.
 */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response(utf8ByteOrderMark + csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
