/** Route glue: the agency's private calendar feed, for the workspace's account page (owners only). */
import type { RouterContextProvider } from "react-router";
import { bookingOf } from "../../server/http/request-context";

export const agencyFeedOf = (context: Readonly<RouterContextProvider>) => bookingOf(context).agencyFeed;
