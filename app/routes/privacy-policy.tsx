import { Link } from "react-router";
import type { Route } from "./+types/privacy-policy";
import { pageMeta } from "~/lib/seo";
import { LegalDocument, type LegalSection } from "~/components/ui/LegalDocument";
import { formattedAddress, privacy, site } from "@content/site";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "What the contact forms on this site collect, where it is stored, how long we keep it and how to reach us about your data.",
    path: "/privacy-policy",
  });

const UPDATED = "2026-11-22";

const mail = <a href={`mailto:${site.email}`}>{site.email}</a>;

const sections: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <p>
        This website belongs to {site.legalName} ("{site.name}", "we", "us"), a web design agency at {formattedAddress}. We are responsible
        for the information you send us through this site. If you have any question about this policy, email {mail} or call{" "}
        <a href={site.phoneHref}>{site.phone}</a>.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <p>We only collect what you choose to send us through the forms on this site:</p>
        <ul>
          <li>
            <strong>Contact form</strong> (on the <Link to="/contact">contact page</Link> and the home page): your name, email address, phone
            number if you give one, a subject and your message.
          </li>
          <li>
            <strong>Quick consultation form</strong> (home page): your email address only. We add a fixed note saying it is a quick
            consultation request.
          </li>
          <li>
            <strong>Location page forms</strong>: your name, email address, phone number and message, and which town's page you used.
          </li>
          <li>
            <strong>Consultation booking</strong> (the <Link to="/book">booking page</Link>): the time you choose, your name, email address,
            phone number if you give one, and what you would like to talk about. We email you a calendar invitation with a private link to
            cancel; our database keeps only a scrambled fingerprint of that link, never the link itself.
          </li>
        </ul>
        <p>With each message we also record the page it was sent from and the date and time it arrived, so we know what you were looking at when you wrote.</p>
        <p>Please don't send sensitive information such as health details, passwords or payment card numbers through the forms. We never ask for them.</p>
      </>
    ),
  },
  {
    id: "what-we-do-not-collect",
    title: "What we don't collect",
    body: (
      <>
        <ul>
          <li>
            <strong>No tracking or advertising cookies, and no analytics.</strong> We don't follow you around this site or across other sites.
          </li>
          <li>
            <strong>No third-party scripts, fonts or images.</strong> Every file on this site comes from our own server, so simply visiting a
            page doesn't tell any other company that you were here.
          </li>
          <li>
            <strong>The only thing stored in your browser</strong> is your choice of light or dark theme, kept in your browser's local storage
            under the name "theme". It never leaves your device, and you can clear it in your browser settings at any time.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "ip-addresses",
    title: "Your internet address and spam protection",
    body: (
      <>
        <p>
          When you send a form, our server briefly uses your internet (IP) address to limit how many messages can be sent from one address in
          a short time. This stops automated spam. The address is kept only in the server's working memory and forgotten when the server restarts; it
          is <strong>not stored</strong> with your message, in our database, in the email we receive or in any log.
        </p>
        <p>
          The forms also contain a hidden field that people never see but spam robots tend to fill in. Messages that fill it in are set aside as
          spam and not emailed to us.
        </p>
        <p>
          When someone asks for a page that doesn't exist, our server logs the address of the missing page (not who asked for it) so we can fix
          broken links.
        </p>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use your information",
    body: (
      <>
        <p>We use what you send only to:</p>
        <ul>
          <li>reply to your question or consultation request;</li>
          <li>prepare a proposal or quote if you ask for one;</li>
          <li>deliver and support your project if you become a client.</li>
        </ul>
        <p>
          We don't add you to a mailing list or newsletter, and we won't contact you about anything unrelated to your message. If you would
          rather we stopped contacting you, just say so.
        </p>
      </>
    ),
  },
  {
    id: "where-it-is-stored",
    title: "Where it is stored",
    body: (
      <>
        <p>
          Each message is saved in a database on our own server first, so nothing is lost if email has a problem, and is then emailed to the
          agency's inbox ({mail}) so a member of our team can reply. The site is served over an encrypted (HTTPS) connection.
        </p>
        <p>
          The companies that run our server and deliver our email process your message only on our behalf, to store and deliver it. They are
          not allowed to use it for anything else.
        </p>
      </>
    ),
  },
  {
    id: "how-long",
    title: "How long we keep it",
    body: (
      <p>
        Our website's server deletes every message {privacy.leadRetentionMonths} months after it arrives, automatically, spam included, and
        every consultation booking {privacy.bookingRetentionMonths} months after the consultation's date, cancelled ones included. The
        copy in our email inbox is deleted on the same schedule unless you become a client: then we keep your details for as long as we work
        together and afterwards as long as tax and accounting law requires. You can ask us to delete your message sooner at any time (see
        below).
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>
          <strong>We never sell, rent or trade your information.</strong> We don't share it with advertisers or data brokers.
        </p>
        <p>
          We only pass it on to the service providers named above, or if the law requires us to (for example, a court order). If we ever sold
          the business, your information would only move to the new owner under this same policy, and we would tell you first.
        </p>
      </>
    ),
  },
  {
    id: "your-choices",
    title: "Your choices",
    body: (
      <>
        <p>You can ask us at any time to:</p>
        <ul>
          <li>tell you what information we hold about you;</li>
          <li>correct anything that is wrong;</li>
          <li>delete your messages and details.</li>
        </ul>
        <p>
          Email {mail} from the address you used, or call <a href={site.phoneHref}>{site.phone}</a>. We'll confirm it's you and act on your
          request within 30 days. There's no charge.
        </p>
      </>
    ),
  },
  {
    id: "other-websites",
    title: "Links to other websites",
    body: (
      <p>
        This site links to other services, such as our social media pages, Google Maps for directions and the share buttons on blog articles.
        Nothing is loaded from them until you click, and once you do, their own privacy policies apply.
      </p>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: <p>This site is meant for business owners. It isn't aimed at children under 13, and we don't knowingly collect their information.</p>,
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        If we change how we handle your information, we'll update this page and the date at the top. We won't use information you have already
        sent in a new way without asking you first.
      </p>
    ),
  },
  {
    id: "contact-us",
    title: "Contact us",
    body: (
      <p>
        Questions or requests about your information: email {mail}, call <a href={site.phoneHref}>{site.phone}</a>, or write to{" "}
        {site.legalName}, {formattedAddress}. See also our <Link to="/terms-of-service">terms of service</Link>.
      </p>
    ),
  },
];

export default function Page() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="What we collect when you contact us, why, where it is kept and for how long, in plain language."
      updated={UPDATED}
      sections={sections}
    />
  );
}
