/**
 * Words of web design, e-commerce, marketing and conversion research that are rarer than the
 * 50,000 most frequent words of the source vectors but carry the meaning of many catalogue
 * records and queries ("popup", "checkout", "webinar"). Kept beside the frequent words when the
 * compact vector file is derived; a word missing from the source package is skipped.
 */
export const DOMAIN_VOCABULARY = `
above-the-fold accordion add-on addon addons admin affiliate affordance analytics anchoring
autocomplete autofill autoplay avatar awning backlink badge badges banner banners basket
bestseller bestsellers blog blogger blogs bookmark bounce breadcrumb breadcrumbs browse browsing
bundle bundles button buttons captcha carousel carousels cart carts catalog catalogue cashback
chatbot checkbox checkboxes checkout checkouts clickable clickthrough cookie cookies copywriting
countdown coupon coupons crm cta ctas customizable customise customize dashboard dashboards
deeplink discount discounts dropdown dropdowns ebook ebooks e-commerce ecommerce e-mail emails
endorsement endorsements explainer faq faqs favicon feedback filter filters footer footers
freebie freebies freemium gallery geolocation giveaway guarantee guarantees hamburger
headline headlines heatmap homepage homepages hover icon icons infographic infographics inline
interstitial interstitials invoice keyword keywords landing layout layouts lead leads lightbox
livestream login logins logo logos loyalty marketplace menu menus microcopy mobile modal modals
navbar navigation newsletter newsletters notification notifications onboarding opt-in optin
checkbox paywall paywalls personalised personalized personalisation personalization placeholder
plugin plugins podcast podcasts pop-up pop-ups popup popups preorder preorders preselected
pricing promo promos promotional quiz quizzes rebate rebates redirect referral referrals
refund refunds retarget retargeting reviewer reviewers screenshot screenshots scroll scrolling
searchbox sidebar sidebars signup signups sign-up sign-ups sitemap slider sliders slideshow
slideshows smartphone snippet snippets sortable spinner ssl startup storefront storefronts
subheading subheadings subscribe subscriber subscribers subscription subscriptions swipe tab
tabs tagline taglines testimonial testimonials thumbnail thumbnails tickbox timer toggle
toggles tooltip tooltips trustmark unboxing upsell upsells upselling usability username
usernames ux ui vendor vendors video videos webinar webinars webpage webpages website websites
widget widgets wishlist wishlists wizard workflow zoom zoomable checklist checklists
walkthrough walkthroughs tutorial tutorials salience heuristic heuristics scarcity reciprocity
bandwagon anchoring decoy framing gamification microinteraction skeuomorphic minimalist
`.split(/\s+/).filter(Boolean);
