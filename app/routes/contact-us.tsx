// The header and footer link to /contact-us; the form posts to /contact. Both show the same page.
export { default, meta, headers, loader, action } from "./contact";
