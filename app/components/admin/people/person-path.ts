/**
 * A person's page is named by the id of one of their leads or bookings, never by their address: a path
 * lands in logs, history and the Referer of a link followed from the page (decision 040).
 */
export const personPath = (recordId: string) => `/admin/people/${encodeURIComponent(recordId)}`;
