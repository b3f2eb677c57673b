import type { ComponentProps } from "react";
import { Form as RouterForm, Link as RouterLink } from "react-router";

/*
 * The visitor pages' `<Link>` and `<Form>`: React Router's, finding the route they lead to when they are
 * followed (`discover="none"`), not when they are shown. The browser starts with the routes of the page it
 * is on (route discovery "lazy", decision 059); a link that asked for its route on render would patch the
 * router while sections still wait to hydrate, and React would render those sections again from scratch
 * (decision 016). ESLint keeps the router's own two out of visitor code.
 */

export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover="none" {...props} />;
}

export function Form(props: ComponentProps<typeof RouterForm>) {
  return <RouterForm discover="none" {...props} />;
}
