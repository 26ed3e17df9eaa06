/**
 * Terms and conditions and the privacy policy. Plain data: each
 * section is a title, paragraphs and an optional list. "{email}" is replaced with the configured
 * contact e-mail when the page renders, so the pages never show a stale address; "{openingHours}",
 * "{brand}" and "{calculatorBrand}" likewise with the configured hours and names.
 */

export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

export const EMAIL_PLACEHOLDER = "{email}";
export const OPENING_HOURS_PLACEHOLDER = "{openingHours}";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  updated: "2025-10-01",
  intro: [
    '{brand} ("we", "us", "our") respects your privacy. This policy explains what information we collect when you visit our website, write to us or buy our products through our marketplace partners, how we use it, and the choices you have.',
    "By using this website you agree to the practices described here. If you do not agree, please do not use the website.",
  ],
  sections: [
    {
      title: "Information we collect",
      paragraphs: ["We collect only what we need to answer you and to run our shop:"],
      list: [
        "Information you give us, such as your name, e-mail address, phone number and message when you use our contact form, write to us or call our customer care.",
        "Information collected automatically, such as your browser type, device, pages visited and the time of your visit, recorded in our server logs.",
        "Information from our marketplace partners about orders you place for our products, only where needed to help with delivery, returns or complaints.",
      ],
      after: [
        "We do not knowingly collect information from children under 18; please ask a parent or guardian to write to us on your behalf.",
      ],
    },
    {
      title: "Account registration",
      paragraphs: [
        "You do not need an account to browse this website, and we do not currently offer one. Purchases are completed on our marketplace partners' websites, where your account is governed by their own terms and privacy policies.",
        "If we introduce accounts in future, we will ask only for the details needed to create and secure your account, and this policy will be updated before we do.",
      ],
    },
    {
      title: "Cookies",
      paragraphs: [
        "Our website works without tracking cookies. Your browser may store small pieces of information on your device (for example, to remember a draft or a setting) that never leave your device.",
        "If we add cookies for analytics or advertising in future, we will say so here and, where the law requires, ask for your consent first. You can block or delete cookies at any time in your browser settings.",
      ],
    },
    {
      title: "How we use your information",
      paragraphs: ["We use the information we collect to:"],
      list: [
        "reply to your questions, feedback, bulk and trade enquiries;",
        "help with the status of an order, a delivery, a return or a complaint;",
        "improve our products, our website and our customer service;",
        "keep our website secure and prevent spam, fraud and misuse;",
        "meet our obligations under Indian law.",
      ],
    },
    {
      title: "Marketing by email, SMS and phone",
      paragraphs: [
        "With your permission we may send you news of new fragrances, festive offers and our blog by e-mail, SMS, WhatsApp or phone. We will never send marketing simply because you used our contact form.",
        "Every e-mail includes a way to unsubscribe, you can reply STOP to any SMS or WhatsApp message, and you can ask us at any time at {email} to stop contacting you for marketing.",
      ],
    },
    {
      title: "Third-party advertising",
      paragraphs: [
        "We do not sell your personal information, and we do not allow advertising networks to collect it on our website.",
        "If we advertise on other websites or social media, those platforms may show you our advertisements based on their own data about you. Their use of that data is governed by their own privacy policies, and you can manage your advertising preferences on those platforms.",
      ],
    },
    {
      title: "Links to other websites",
      paragraphs: [
        "Our website links to marketplaces where you can buy our products, to our social media pages, to WhatsApp and to maps. These websites are run by others, with their own privacy practices. We are not responsible for their content or how they handle your information, so please read their policies.",
      ],
    },
    {
      title: "Sharing your information",
      paragraphs: ["We share personal information only when we must, and only as much as is needed:"],
      list: [
        "with service providers who host our website or help us send e-mail and messages, under contracts that require them to keep it confidential;",
        "with a marketplace partner or courier when you ask us to help with an order you placed;",
        "with authorities when the law requires it, or to protect the rights, property or safety of our customers, our staff or the public.",
      ],
    },
    {
      title: "Business transfers",
      paragraphs: [
        "If {brand} is merged with, acquired by or sells its business to another company, your information may be transferred as part of that business. The new owner will remain bound by this policy for the information we hold, unless you agree otherwise.",
      ],
    },
    {
      title: "Security",
      paragraphs: [
        "We protect your information with reasonable technical and organisational measures: encrypted connections, access only for staff who need it, and secure storage of messages. No method of transmission or storage over the internet is completely secure, so we cannot guarantee absolute security, but we will tell you and the authorities as the law requires if a breach affects you.",
      ],
    },
    {
      title: "Your choices",
      paragraphs: [
        "You may ask us to show you the personal information we hold about you, to correct or update it, or to delete it where we no longer need it for a lawful purpose. You may withdraw any consent you gave, including for marketing, at any time.",
        "Write to {email} with your request; we will answer within 30 days.",
      ],
    },
    {
      title: "Updates to this policy",
      paragraphs: [
        "We may update this policy from time to time, without prior notice, to reflect changes to our website, our practices or the law. The date at the top shows when it last changed. Please check this page now and then; continuing to use the website after a change means you accept the updated policy.",
      ],
    },
    {
      title: "Contact us",
      paragraphs: [
        "For any question or complaint about this policy or your personal information, including grievances under the Information Technology Act, 2000, write to our grievance officer at {email}. We acknowledge every complaint within 48 hours and aim to resolve it within 30 days.",
      ],
    },
    {
      title: "Governing law and your rights",
      paragraphs: [
        "This policy is governed by the laws of India, including the Information Technology Act, 2000, the rules made under it and the Digital Personal Data Protection Act, 2023 as it comes into force. You keep every right these laws give you. Any dispute is subject to the exclusive jurisdiction of the courts at New Delhi.",
      ],
    },
    {
      title: "Your consent",
      paragraphs: [
        "By using our website or sending us your information, you consent to its collection and use as described in this policy. If you do not consent, please do not use the website or share your information with us.",
      ],
    },
  ],
};

export const termsAndConditions: LegalDocument = {
  title: "Terms and Conditions",
  updated: "2025-10-01",
  intro: [
    "Welcome to {brand}. These terms apply to everyone who visits or uses this website. By using the website you accept them; if you do not agree, please do not use it.",
  ],
  sections: [
    {
      title: "About this website",
      paragraphs: [
        "This website is run by {brand}, New Delhi, India. It shows our products, prices and stories. Purchases are made on our marketplace partners' websites, which open in a new tab and are governed by their own terms of sale, delivery, returns and refunds.",
      ],
    },
    {
      title: "Products and prices",
      paragraphs: [
        "Prices are shown in Indian rupees (₹) and include applicable taxes unless stated otherwise. The price you pay is the price shown on the marketplace at the time of your order. We try to keep descriptions, images and prices accurate, but colours, sizes and packaging may vary slightly and errors can occur; we may correct them at any time.",
        "Offers such as free shipping above ₹599 or a welcome discount apply only as described on the marketplace and may end at any time.",
      ],
    },
    {
      title: "Using our products safely",
      paragraphs: [
        "Incense, dhoop, camphor, diyas and candles involve an open flame. Always burn them on a heat-proof holder, in a ventilated room, away from curtains, children and pets, and never leave a flame unattended. Body massage candles and oils are for external use only; test on a small patch of skin first.",
      ],
    },
    {
      title: "Privacy",
      paragraphs: [
        "How we collect, use and protect your personal information is explained in our Privacy Policy, which forms part of these terms. Messages you send through our contact form are used only to answer you.",
      ],
    },
    {
      title: "Cookies",
      paragraphs: [
        "Our website works without tracking cookies. Your browser may keep small amounts of information on your device to remember your settings. You can clear or block them in your browser; parts of the website may then work less smoothly. If this changes, our Privacy Policy will say so.",
      ],
    },
    {
      title: "Intellectual property",
      paragraphs: [
        "The {brand} and {calculatorBrand} names, logos, product photographs, text and design of this website belong to us or our licensors. You may view and share links to our pages for personal use, but you may not copy, reproduce or use them commercially without our written permission.",
      ],
    },
    {
      title: "Acceptable use",
      paragraphs: [
        "Please do not misuse the website: do not send spam, harmful code or unlawful content through our forms, try to gain unauthorised access, or disrupt the website for others. We may limit or block access to protect the website and its visitors.",
      ],
    },
    {
      title: "Limitation of liability",
      paragraphs: [
        "The website is provided as it is. To the extent the law allows, we are not liable for any indirect or consequential loss arising from its use, from temporary unavailability or from the content of websites we link to. Nothing in these terms limits your rights as a consumer under Indian law.",
      ],
    },
    {
      title: "Updates without notice",
      paragraphs: [
        "We may change these terms, our products, prices and this website at any time without notice. The date at the top shows when the terms last changed. Continuing to use the website after a change means you accept the updated terms.",
      ],
    },
    {
      title: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at New Delhi.",
      ],
    },
    {
      title: "Contact",
      paragraphs: [
        "Questions about these terms? Write to us at {email}; we reply within one working day, {openingHours}.",
      ],
    },
  ],
};

/** The legal pages by their `/pages/{slug}`, with the description of each page's head. */
const LEGAL_PAGES = new Map<string, { document: LegalDocument; description: (brand: string) => string }>([
  [
    "privacy-policy",
    {
      document: privacyPolicy,
      description: (brand) => `How ${brand} collects, uses and protects your personal information.`,
    },
  ],
  [
    "terms-conditions",
    {
      document: termsAndConditions,
      description: (brand) =>
        `The terms of use of the ${brand} website, covering privacy, cookies and updates.`,
    },
  ],
]);

export function legalPage(slug: string | undefined) {
  return slug === undefined ? undefined : LEGAL_PAGES.get(slug);
}
